/** Pure helpers of the order history: what an order bought and the newest-first order. */
import type {Order} from '../../../api/client';
import {TRAFFIC_PACKAGES} from '../../../data/plans';

export type Purchased =
  | {readonly kind: 'traffic'; readonly characters: number}
  | {readonly kind: 'proMonthly'}
  | {readonly kind: 'proYearly'}
  | {readonly kind: 'other'; readonly id: string};

/** What an order's package id stands for: a traffic package, Pro by month or year, or something this page does not know. */
export function purchased(packageId: string): Purchased {
  const pkg = TRAFFIC_PACKAGES.find((p) => p.id === packageId);
  if (pkg) return {kind: 'traffic', characters: pkg.characters};
  if (packageId === 'pro-monthly') return {kind: 'proMonthly'};
  if (packageId === 'pro-yearly') return {kind: 'proYearly'};
  return {kind: 'other', id: packageId};
}

/** Newest first; orders with an unreadable date go last, in their original order. */
export function newestFirst(orders: readonly Order[]): Order[] {
  const time = (o: Order) => {
    const t = Date.parse(o.createdAt);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...orders].sort((a, b) => time(b) - time(a));
}
