/**
 * Membership plans and traffic packages, priced in one currency and formatted per locale. The
 * packages are the build's own catalogue, shown until the API answers with its own.
 */
import type {TrafficPackage} from '../api/client';
import {formatAmount} from '../lib/accountView';
import {FEATURES, type FeatureId} from './features';

export interface Money {
  readonly value: number;
  readonly currency: 'USD';
}

export interface Plan {
  readonly id: 'free' | 'pro';
  readonly monthly: Money | null;
  readonly yearly: Money | null;
  readonly features: readonly FeatureId[];
}

const usd = (value: number): Money => ({value, currency: 'USD'});

export const PLANS: readonly Plan[] = [
  {id: 'free', monthly: null, yearly: null, features: FEATURES.filter((f) => !f.proOnly).map((f) => f.id)},
  {id: 'pro', monthly: usd(5.99), yearly: usd(59.99), features: FEATURES.map((f) => f.id)},
];

export const TRAFFIC_PACKAGES: readonly TrafficPackage[] = [
  {id: 'chars-2m', characters: 2_000_000, price: usd(2.99)},
  {id: 'chars-10m', characters: 10_000_000, price: usd(11.99)},
  {id: 'chars-50m', characters: 50_000_000, price: usd(49.99)},
];

/** What a year costs compared with twelve months, as a whole percentage saved. */
export function yearlySaving(plan: Plan): number {
  if (!plan.monthly || !plan.yearly) return 0;
  return Math.round((1 - plan.yearly.value / (plan.monthly.value * 12)) * 100);
}

export function formatMoney(money: Money, locale: string): string {
  return formatAmount(money.value, money.currency, locale);
}
