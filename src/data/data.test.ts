import {describe, expect, it} from 'vitest';
import {docIds} from '../../scripts/lib/docIds';
import {MARKETING_ROUTES} from '../site/routes';
import {DOWNLOAD_PAGE_FEATURES, FEATURES, FEATURE_IDS} from './features';
import {PLANS, TRAFFIC_PACKAGES, formatMoney, yearlySaving} from './plans';
import {SCENARIOS} from './scenarios';

describe('features', () => {
  it('lists every feature once, each explained by an existing doc and page', () => {
    expect(FEATURES.map((f) => f.id)).toEqual([...FEATURE_IDS]);
    const docs = docIds();
    for (const f of FEATURES) {
      expect(docs, f.id).toContain(f.doc);
      if (f.page) expect(MARKETING_ROUTES as readonly string[], f.id).toContain(f.page);
    }
  });
  it('marks the Pro-only features of the specification', () => {
    expect(
      FEATURES.filter((f) => f.proOnly)
        .map((f) => f.id)
        .sort(),
    ).toEqual(['aiContext', 'manga', 'pdfPro', 'smartEngines']);
  });
  it('gives the download page the ten sections of the specification', () => {
    expect(DOWNLOAD_PAGE_FEATURES).toHaveLength(10);
  });
});

describe('plans and packages', () => {
  it('free has no price and no Pro-only feature; Pro has everything and saves on a year', () => {
    const [free, pro] = PLANS;
    expect(free).toMatchObject({id: 'free', monthly: null, yearly: null});
    expect(free!.features).not.toContain('manga');
    expect(pro!.features).toEqual([...FEATURE_IDS]);
    expect(yearlySaving(pro!)).toBeGreaterThan(0);
  });
  it('sells packages with unique ids, growing in size, each character cheaper than in the smaller one', () => {
    expect(new Set(TRAFFIC_PACKAGES.map((p) => p.id)).size).toBe(TRAFFIC_PACKAGES.length);
    for (let i = 1; i < TRAFFIC_PACKAGES.length; i += 1) {
      const [a, b] = [TRAFFIC_PACKAGES[i - 1]!, TRAFFIC_PACKAGES[i]!];
      expect(b.characters).toBeGreaterThan(a.characters);
      expect(b.price.amount / b.characters).toBeLessThan(a.price.amount / a.characters);
    }
  });
  it('formats prices for the locale', () => {
    expect(formatMoney({amount: 599, currency: 'USD'}, 'en-US')).toBe('$5.99');
    expect(formatMoney({amount: 599, currency: 'USD'}, 'hi-IN')).toBe('$5.99');
    expect(formatMoney({amount: 599, currency: 'USD'}, 'de-DE')).toBe('5,99\u00a0$');
    // Minor units follow the currency: yen have none, dinars three.
    expect(formatMoney({amount: 600, currency: 'JPY'}, 'ja-JP')).toBe('￥600');
    expect(formatMoney({amount: 1500, currency: 'KWD'}, 'en-US')).toBe('KWD\u00a01.500');
    expect(formatMoney({amount: 300, currency: 'ZZZ'}, 'en-US')).toBe('ZZZ\u00a03.00');
  });
});

describe('scenarios', () => {
  it('tell a day from 15:30 to 23:00 in order, one known feature a scene', () => {
    const times = SCENARIOS.map((s) => s.time);
    expect(times[0]).toBe('15:30');
    expect(times.at(-1)).toBe('23:00');
    expect([...times].sort()).toEqual(times);
    for (const s of SCENARIOS) expect(FEATURE_IDS as readonly string[]).toContain(s.feature);
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
  });
});
