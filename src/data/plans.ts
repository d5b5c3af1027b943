/**
 * Membership plans and traffic packages as the pricing and top-up pages show them. Prices come
 * from `@interlinear/shared/plans`, in minor units, the same figures the server charges; the
 * packages are the build's own catalogue, shown until the API answers with its own.
 */
import {DEFAULT_PACKAGES, PRO_PRICES, type Money, type PackageOffer} from '@interlinear/shared/plans';
import {FEATURES, type FeatureId} from './features';

export {formatMoney} from '@interlinear/shared/plans';
export type {Money} from '@interlinear/shared/plans';

export interface Plan {
  readonly id: 'free' | 'pro';
  readonly monthly: Money | null;
  readonly yearly: Money | null;
  readonly features: readonly FeatureId[];
}

export const PLANS: readonly Plan[] = [
  {id: 'free', monthly: null, yearly: null, features: FEATURES.filter((f) => !f.proOnly).map((f) => f.id)},
  {id: 'pro', monthly: PRO_PRICES.month, yearly: PRO_PRICES.year, features: FEATURES.map((f) => f.id)},
];

export const TRAFFIC_PACKAGES: readonly PackageOffer[] = DEFAULT_PACKAGES;

/** What a year costs compared with twelve months, as a whole percentage saved. */
export function yearlySaving(plan: Plan): number {
  if (!plan.monthly || !plan.yearly) return 0;
  return Math.round((1 - plan.yearly.amount / (plan.monthly.amount * 12)) * 100);
}

/** A year's price spread over twelve months, rounded to the minor unit. */
export function monthlyEquivalent(yearly: Money): Money {
  return {amount: Math.round(yearly.amount / 12), currency: yearly.currency};
}
