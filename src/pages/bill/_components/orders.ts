/** Pure helpers of the order history: what an order bought and the newest-first order. */
import type {Order} from '../../../api/client';

export type Purchased =
  | {readonly kind: 'traffic'; readonly characters: number}
  | {readonly kind: 'proMonthly'}
  | {readonly kind: 'proYearly'};

/** What an order bought: a traffic package of so many characters, or Pro by the month or by the year. */
export function purchased(order: Pick<Order, 'kind' | 'interval' | 'characters'>): Purchased {
  if (order.kind === 'pro') return order.interval === 'year' ? {kind: 'proYearly'} : {kind: 'proMonthly'};
  return {kind: 'traffic', characters: order.characters ?? 0};
}

/** Newest first; orders with an unreadable date go last, in their original order. */
export function newestFirst(orders: readonly Order[]): Order[] {
  const time = (o: Order) => {
    const t = Date.parse(o.createdAt);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...orders].sort((a, b) => time(b) - time(a));
}
