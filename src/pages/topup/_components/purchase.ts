/**
 * Buying a traffic package as a small state machine: one order at a time (a second click while
 * one is pending is ignored, so a double click makes one order), then the hand-over to checkout.
 */
import type {ApiError, ApiResult, Order, RefusalCode} from '../../../api/client';

export type Purchase =
  | {readonly status: 'idle'}
  | {readonly status: 'pending'; readonly packageId: string}
  | {readonly status: 'redirecting'; readonly packageId: string; readonly orderId: string}
  | {readonly status: 'signedOut'}
  | {readonly status: 'refused'; readonly packageId: string; readonly code: RefusalCode}
  | {readonly status: 'failed'; readonly packageId: string; readonly error: ApiError};

export const IDLE: Purchase = {status: 'idle'};

/** Whether a buy button may start an order now. */
export function canBuy(state: Purchase): boolean {
  return state.status !== 'pending' && state.status !== 'redirecting';
}

/** The state after the server answered the order for `packageId`. */
export function purchaseFrom(packageId: string, result: ApiResult<Order>): Purchase {
  if (result.ok) return {status: 'redirecting', packageId, orderId: result.data.id};
  switch (result.error.kind) {
    case 'unauthorized':
      return {status: 'signedOut'};
    case 'refused':
      return {status: 'refused', packageId, code: result.error.code};
    default:
      return {status: 'failed', packageId, error: result.error};
  }
}

/** Where the visitor pays for an order. */
export function checkoutUrl(checkout: string, orderId: string): string {
  return `${checkout}?order=${encodeURIComponent(orderId)}`;
}
