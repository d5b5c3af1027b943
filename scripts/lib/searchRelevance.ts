/**
 * The relevance check: each query of the set names the docs page it should find; a query counts
 * as found when that page is among the first five results of its locale.
 */
import type {SearchResult} from '../../src/lib/search/types';

export interface RelevanceQuery {
  readonly locale: string;
  readonly query: string;
  /** The page without locale prefix: `/docs/services/ollama/`. */
  readonly expect: string;
  readonly kind: 'plain' | 'brand' | 'partial' | 'typo';
}

export const TOP_N = 5;

/** `/hi/docs/usage/#shortcuts` → `/docs/usage/`. */
export function docPath(url: string): string {
  const path = url.replace(/[#?].*$/, '');
  const at = path.indexOf('/docs/');
  return at >= 0 ? path.slice(at) : path;
}

/** 1-based position of the expected page among the results, or null when it is not there. */
export function rankOf(query: RelevanceQuery, result: Pick<SearchResult, 'hits'>): number | null {
  const at = result.hits.findIndex((h) => docPath(h.url) === query.expect);
  return at >= 0 ? at + 1 : null;
}

export interface RelevanceReport {
  readonly total: number;
  readonly found: number;
  readonly misses: readonly {query: RelevanceQuery; rank: number | null}[];
}

export function summarize(outcomes: readonly {query: RelevanceQuery; rank: number | null}[]): RelevanceReport {
  const misses = outcomes.filter((o) => o.rank === null || o.rank > TOP_N);
  return {total: outcomes.length, found: outcomes.length - misses.length, misses};
}
