/**
 * Following an order after checkout: the payment provider's confirmation (Stripe's webhook) may
 * reach the server a few seconds after the visitor comes back, so the return page asks again
 * while the order is pending, for a while, then says it is still being confirmed.
 */
import type {Order} from '../../../api/client';

export const POLL_INTERVAL_MS = 2000;
/** About half a minute of asking; confirmations normally take seconds. */
export const POLL_ATTEMPTS = 15;

/** How long to wait before asking again about the order, or null to stop asking. */
export function nextPoll(order: Order, attempt: number): number | null {
  return order.status === 'pending' && attempt < POLL_ATTEMPTS ? POLL_INTERVAL_MS : null;
}

/** The order named by a return page's address (`?order=<id>`), or null for a missing or malformed one. */
export function orderIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('order');
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : null;
}

/** The test checkout's session (`?session=…`), or null. */
export function sessionFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('session');
  return id && /^[A-Za-z0-9_]{8,255}$/.test(id) ? id : null;
}
