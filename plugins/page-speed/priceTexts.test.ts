import {describe, expect, it} from 'vitest';
import {formatMoney, moneyKey} from '@interlinear/shared/plans';
import {formatTag} from '@interlinear/shared/locales';
import {PLANS, TRAFFIC_PACKAGES, monthlyEquivalent} from '../../src/data/plans';
import {cataloguePrices, priceTexts} from './priceTexts';

describe('the prices the browser bundle carries written out (the "prices" trick)', () => {
  it('cover every fixed price the pricing and top-up pages show', () => {
    const keys = new Set(cataloguePrices().map(moneyKey));
    for (const plan of PLANS) {
      for (const money of [plan.monthly, plan.yearly, plan.yearly && monthlyEquivalent(plan.yearly)])
        if (money) expect(keys, moneyKey(money)).toContain(moneyKey(money));
    }
    for (const offer of TRAFFIC_PACKAGES) expect(keys).toContain(moneyKey(offer.price));
  });

  it('are written as the page itself writes them, under the tag the page formats with', () => {
    for (const htmlLang of ['hi-IN', 'ar', 'ja-JP', 'pt-BR', 'zh-CN']) {
      const lang = formatTag(htmlLang);
      const texts = priceTexts(htmlLang);
      expect(Object.keys(texts)).toEqual([lang]);
      for (const money of cataloguePrices()) expect(texts[lang]![moneyKey(money)]).toBe(formatMoney(money, lang));
    }
  });
});
