/**
 * Trick "prices": the catalogue's prices reach the browser already written out in the locale's
 * language. A page's first `Intl.NumberFormat` for a currency makes Chrome load its number data:
 * 110–150 ms at 4× CPU slowdown, measured alone in a fresh page, in one piece (every later one
 * costs a fraction of a millisecond). The pricing page formatted its prices while it hydrated, so
 * that load was its longest task. The build formats each fixed price once, in Node, for the
 * locale it builds (the same text its server render writes into the page), and `formatMoney`
 * in the browser takes it from there; any other amount (a bill, the live package catalogue) is
 * formatted as before.
 */
import {DEFAULT_PACKAGES, PRO_PRICES, formatMoney, moneyKey, type Money} from '@interlinear/shared/plans';
import {formatTag} from '@interlinear/shared/locales';
import {monthlyEquivalent} from '../../src/data/plans';

/** Every fixed price a page can show: the Pro plans, a year's price per month, the packages. */
export function cataloguePrices(): Money[] {
  return [
    PRO_PRICES.month,
    PRO_PRICES.year,
    monthlyEquivalent(PRO_PRICES.year),
    ...DEFAULT_PACKAGES.map((offer) => offer.price),
  ];
}

/** The catalogue's prices as the locale whose `htmlLang` is given writes them, keyed by `moneyKey`. */
export function priceTexts(htmlLang: string): Record<string, Record<string, string>> {
  const lang = formatTag(htmlLang);
  const texts: Record<string, string> = {};
  for (const money of cataloguePrices()) texts[moneyKey(money)] = formatMoney(money, lang);
  return {[lang]: texts};
}
