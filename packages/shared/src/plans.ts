/**
 * What is on sale, priced in minor units (cents) from end to end: the Pro plans, which the site
 * shows and the server charges, and the first catalogue of traffic packages (the server keeps the
 * live one in its database). Amounts are divided into major units only when they are formatted.
 */

/** An amount of money in the currency's minor unit (cents for USD, yen for JPY). */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

export type ProInterval = 'month' | 'year';
export const PRO_INTERVALS: readonly ProInterval[] = ['month', 'year'];

export const PRO_PRICES: Readonly<Record<ProInterval, Money>> = {
  month: {amount: 599, currency: 'USD'},
  year: {amount: 5999, currency: 'USD'},
};

export interface PackageOffer {
  readonly id: string;
  readonly characters: number;
  readonly price: Money;
}

export const DEFAULT_PACKAGES: readonly PackageOffer[] = [
  {id: 'chars-2m', characters: 2_000_000, price: {amount: 299, currency: 'USD'}},
  {id: 'chars-10m', characters: 10_000_000, price: {amount: 1199, currency: 'USD'}},
  {id: 'chars-50m', characters: 50_000_000, price: {amount: 4999, currency: 'USD'}},
];

/** Digits after the decimal point of a currency's minor unit (2 for USD, 0 for JPY); 2 for a code Intl does not know. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', {style: 'currency', currency}).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units as a number of major units: 599 USD → 5.99. */
export function majorUnits(money: Money): number {
  return money.amount / 10 ** minorDigits(money.currency);
}

/** Major units as minor units, rounded to a whole minor unit: 5.99 USD → 599. */
export function toMinor(value: number, currency: string): number {
  return Math.round(value * 10 ** minorDigits(currency));
}

/** How a build-time table of written prices names an amount (see plugins/page-speed/priceTexts.ts). */
export function moneyKey(money: Money): string {
  return `${money.amount} ${money.currency}`;
}

/**
 * Prices the browser bundle carries already written out, by language tag and `moneyKey` (the
 * "prices" trick of plugins/page-speed, which defines the constant for the site's bundles);
 * undefined on the server and in tests.
 */
const WRITTEN = process.env.PRICE_TEXTS as unknown as
  Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;

/** An amount in the visitor's language; a currency Intl does not know is written after the number. */
export function formatMoney(money: Money, locale: string): string {
  const written = WRITTEN?.[locale]?.[moneyKey(money)];
  if (written !== undefined) return written;
  const value = majorUnits(money);
  try {
    return new Intl.NumberFormat(locale, {style: 'currency', currency: money.currency}).format(value);
  } catch {
    return `${new Intl.NumberFormat(locale, {maximumFractionDigits: minorDigits(money.currency)}).format(value)} ${money.currency}`;
  }
}
