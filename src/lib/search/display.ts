/**
 * What the modal and the search page do to every hit and every stored search, whichever backend
 * answered: addresses are brought into the visitor's locale, raw text is escaped (DocSearch shows
 * stored searches from raw fields as HTML), and stored searches that are not ours are dropped.
 */
import {LEVELS} from './records';
import {escapeHtml} from './text';
import type {FacetFilters, SearchHit} from './types';

export interface SiteContext {
  /** The site's own origin, e.g. `https://www.interlinear.example`. */
  readonly siteUrl: string;
  /** The current locale's base URL: `/` for the default locale, `/hi/` for Hindi. */
  readonly baseUrl: string;
  /** URL path segments of every locale other than the default (`hi`, `zh-TW`, …). */
  readonly localePaths: readonly string[];
}

/**
 * A result address as a path in the visitor's locale: the site's own origin is dropped and a
 * docs path with any locale prefix (`/hi/docs/…`, `/docs/…`) becomes `<baseUrl>docs/…`. Addresses
 * of other sites are kept as they are.
 */
export function localizeResultUrl(url: string, site: SiteContext): string {
  let path = url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return url;
    }
    if (parsed.origin !== new URL(site.siteUrl).origin) return url;
    path = parsed.pathname + parsed.search + parsed.hash;
  }
  const segments = path.split('/');
  const first = segments[1] ?? '';
  const rest = site.localePaths.includes(first) ? `/${segments.slice(2).join('/')}` : path;
  if (rest === '/docs' || rest.startsWith('/docs/') || rest.startsWith('/docs#') || rest.startsWith('/docs?')) {
    return `${site.baseUrl.replace(/\/$/, '')}${rest}`;
  }
  return path;
}

/** The hit with its address localised and its raw text fields escaped. */
export function toDisplayHit<T extends SearchHit>(hit: T, site: SiteContext): T {
  const hierarchy = {...hit.hierarchy};
  for (const level of LEVELS) {
    const text = hierarchy[level];
    hierarchy[level] = text === null || text === undefined ? null : escapeHtml(text);
  }
  return {
    ...hit,
    url: localizeResultUrl(hit.url, site),
    hierarchy,
    content: hit.content === null || hit.content === undefined ? null : escapeHtml(hit.content),
  };
}

/** The docs filters of the spec: the visitor's language, and the current docs version's tag. */
export function docsFacetFilters(language: string, tags: readonly string[]): FacetFilters {
  return [`language:${language}`, ['docusaurus_tag:default', ...tags.map((t) => `docusaurus_tag:${t}`)]];
}

/** The name the modal gives the index: one per locale, so recent searches stay per locale. */
export function localeIndexName(base: string, locale: string): string {
  return `${base}_${locale}`;
}

function isSavedHit(value: unknown): boolean {
  const hit = value as Partial<SearchHit> | null;
  if (!hit || typeof hit !== 'object') return false;
  if (typeof hit.objectID !== 'string' || typeof hit.url !== 'string' || typeof hit.type !== 'string') return false;
  if (!hit.hierarchy || typeof hit.hierarchy !== 'object' || typeof hit.hierarchy.lvl1 !== 'string') return false;
  // Our stored fields are escaped; markup in them was not written by this site.
  const texts = [...LEVELS.map((l) => hit.hierarchy![l]), hit.content].filter((t) => t !== null && t !== undefined);
  if (texts.some((t) => typeof t !== 'string' || t.includes('<'))) return false;
  // A path of this site; browsers read `/\host` and `/<tab>/host` as `//host`, so resolve it to be sure.
  if (!hit.url.startsWith('/')) return false;
  const base = 'https://site.invalid';
  try {
    return new URL(hit.url, base).origin === base;
  } catch {
    return false;
  }
}

/**
 * Stored recent or favourite searches, keeping only well-formed hits of this site. Returns null
 * when the stored value is already clean (nothing to rewrite).
 */
export function cleanSavedSearches(raw: string | null): unknown[] | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const kept = value.filter(isSavedHit);
  return kept.length === value.length ? null : kept;
}
