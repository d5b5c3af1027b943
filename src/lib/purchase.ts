/**
 * Buying as a small state machine shared by the pricing and top-up pages: one order at a time (a
 * second click while one is being created is ignored, so a double click makes one order), then
 * the hand-over to the checkout the server opened for it.
 */
import type {ApiError, ApiResult, Checkout, RefusalCode} from '../api/client';

/** `item` names what is being bought on the page (a package id, or `pro-month` / `pro-year`). */
export type PurchaseState =
  | {readonly status: 'idle'}
  | {readonly status: 'pending'; readonly item: string}
  | {readonly status: 'redirecting'; readonly item: string; readonly url: string}
  | {readonly status: 'signedOut'}
  | {readonly status: 'refused'; readonly item: string; readonly code: RefusalCode}
  | {readonly status: 'failed'; readonly item: string; readonly error: ApiError};

export const IDLE: PurchaseState = {status: 'idle'};

/** Whether a buy button may start an order now. */
export function canBuy(state: PurchaseState): boolean {
  return state.status !== 'pending' && state.status !== 'redirecting';
}

/**
 * Where a checkout may send the visitor: a payment page over HTTPS (Stripe's), or a page of this
 * site (the built-in test checkout). Anything else from a broken or hostile answer is refused.
 */
export function checkoutTarget(url: string): string | null {
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The state after the server answered the order for `item`. */
export function purchaseFrom(item: string, result: ApiResult<Checkout>): PurchaseState {
  if (result.ok) {
    const url = checkoutTarget(result.data.checkoutUrl);
    return url ? {status: 'redirecting', item, url} : {status: 'failed', item, error: {kind: 'server', status: 201}};
  }
  switch (result.error.kind) {
    case 'unauthorized':
      return {status: 'signedOut'};
    case 'refused':
      return {status: 'refused', item, code: result.error.code};
    default:
      return {status: 'failed', item, error: result.error};
  }
}
