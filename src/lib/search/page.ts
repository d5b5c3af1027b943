/** The search page's address: `?q=` (at most 64 characters) and a 1-based `page`. */
import {SEARCH_DEFAULTS} from './constants';

export function readSearchParams(search: string): {query: string; page: number} {
  const params = new URLSearchParams(search);
  const query = (params.get('q') ?? '').trim().slice(0, SEARCH_DEFAULTS.maxQueryLength);
  const page = Number(params.get('page') ?? '1');
  return {query, page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1};
}

export function searchPageHref(query: string, page: number, path = '/search/'): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Page numbers to link: the first, the last and up to two either side of the current one. */
export function pageLinks(page: number, pages: number): number[] {
  const links = new Set<number>([1, pages]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= pages) links.add(n);
  return [...links].sort((a, b) => a - b);
}
