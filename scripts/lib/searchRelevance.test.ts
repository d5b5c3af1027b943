import {describe, expect, it} from 'vitest';
import queries from '../../src/data/search-queries.json';
import {docPath, rankOf, summarize, type RelevanceQuery} from './searchRelevance';

const q: RelevanceQuery = {locale: 'hi', query: 'Ollama', expect: '/docs/services/ollama/', kind: 'brand'};
const hit = (url: string) => ({url}) as never;

describe('relevance check', () => {
  it('compares pages without locale prefix or anchor', () => {
    expect(docPath('/hi/docs/services/ollama/#install')).toBe('/docs/services/ollama/');
    expect(docPath('/docs/faq/?x=1')).toBe('/docs/faq/');
  });
  it('finds the rank of the expected page, and counts only the top five', () => {
    const hits = [
      '/hi/docs/a/',
      '/hi/docs/b/',
      '/hi/docs/c/',
      '/hi/docs/d/',
      '/hi/docs/e/',
      '/hi/docs/services/ollama/#x',
    ].map(hit);
    expect(rankOf(q, {hits})).toBe(6);
    expect(rankOf(q, {hits: hits.slice(5)})).toBe(1);
    expect(rankOf(q, {hits: []})).toBeNull();
    const report = summarize([
      {query: q, rank: 6},
      {query: q, rank: 2},
      {query: q, rank: null},
    ]);
    expect(report).toMatchObject({total: 3, found: 1});
    expect(report.misses).toHaveLength(2);
  });
  it('has at least 40 queries across hi, zh and en, with brand, partial and typo queries in each', () => {
    const set = queries as RelevanceQuery[];
    expect(set.length).toBeGreaterThanOrEqual(40);
    for (const locale of ['hi', 'zh', 'en']) {
      const mine = set.filter((x) => x.locale === locale);
      for (const kind of ['brand', 'partial', 'typo'] as const) expect(mine.some((x) => x.kind === kind)).toBe(true);
    }
    for (const x of set) {
      expect(x.query.length).toBeLessThanOrEqual(64);
      expect(x.expect).toMatch(/^\/docs\/(.+\/)?$/);
    }
  });
});
