/**
 * Which text a locale shows for one doc page or blog post, from which locales have a file of
 * their own for it, following each locale's `untranslated` rule in the locale table. Used by the
 * build (which file to render, the sitemap), by the page (notices, `lang`, canonical and alternate
 * addresses) and by `npm run i18n:status`, so all three agree.
 */
import {DEFAULT_LOCALE, LOCALES, findLocale} from '@interlinear/shared/locales';

/** A locale's own file of a page: translated from the source's current revision, or an older one. */
export type OwnFile = 'current' | 'outdated';

/** Locale code → its own file of one page. The default locale, the source, is always `current`. */
export type PageFiles = Readonly<Record<string, OwnFile>>;

export type PageState =
  /** The locale's own file (for the default locale, the source itself). */
  | {readonly kind: 'own'; readonly outdated: boolean}
  /** Another locale's file in the same language, shown as it is (zh-Hans shows zh). */
  | {readonly kind: 'same-language'; readonly shown: string}
  /** Another locale's file converted to this locale's script. */
  | {readonly kind: 'converted'; readonly from: string}
  /** Another language's file, under a notice. */
  | {readonly kind: 'fallback'; readonly shown: string};

export function pageState(locale: string, files: PageFiles): PageState {
  const own = files[locale];
  if (own || locale === DEFAULT_LOCALE) return {kind: 'own', outdated: own === 'outdated'};
  const rule = findLocale(locale)?.untranslated ?? {kind: 'fallback', chain: []};
  switch (rule.kind) {
    case 'original':
      return {kind: 'own', outdated: false};
    case 'same-language':
      return {kind: 'same-language', shown: rule.locale};
    case 'converted':
      return {kind: 'converted', from: rule.locale};
    case 'fallback':
      return {kind: 'fallback', shown: rule.chain.find((code) => files[code]) ?? DEFAULT_LOCALE};
  }
}

/** The locale whose text the page shows (for `converted`, the locale itself: the text is in its script). */
export function shownLocale(locale: string, state: PageState): string {
  return state.kind === 'fallback' || state.kind === 'same-language' ? state.shown : locale;
}

/**
 * Whether the locale's page is a version of its own that search engines should know: its own
 * file or a conversion into its script. A fallback or same-language page repeats another
 * locale's page, so its canonical address is that page and it is left out of sitemaps and of
 * the alternates.
 */
export function hasOwnVersion(state: PageState): boolean {
  return state.kind === 'own' || state.kind === 'converted';
}

/** The locales that have a version of their own of the page, in the locale table's order. */
export function alternateLocales(files: PageFiles, locales: readonly string[] = LOCALES.map((l) => l.code)): string[] {
  return locales.filter((code) => hasOwnVersion(pageState(code, files)));
}

/**
 * Where a reader of an outdated translation finds the page as it is now: the first locale of the
 * fallback chain with an up-to-date file, else the source.
 */
export function upToDateLocale(locale: string, files: PageFiles): string {
  const rule = findLocale(locale)?.untranslated;
  const chain = rule?.kind === 'fallback' ? rule.chain : [];
  return chain.find((code) => code !== locale && files[code] === 'current') ?? DEFAULT_LOCALE;
}

/** How one locale stands over a set of pages, as the status command and page show it. */
export interface LocaleProgress {
  readonly locale: string;
  readonly total: number;
  /** Own files translated from the source's current revision. */
  readonly translated: number;
  readonly outdated: number;
  /** Pages without a file of the locale's own (shown by its `untranslated` rule). */
  readonly missing: number;
}

export function progressOf(locale: string, pages: readonly PageFiles[]): LocaleProgress {
  let translated = 0;
  let outdated = 0;
  for (const files of pages) {
    const state = pageState(locale, files);
    if (state.kind !== 'own') continue;
    if (state.outdated) outdated += 1;
    else translated += 1;
  }
  return {locale, total: pages.length, translated, outdated, missing: pages.length - translated - outdated};
}

/**
 * The path a page has in every locale: its address without the locale's base URL and without a
 * trailing slash (a doc's permalink has none; the address in the browser has one).
 */
export function pagePath(pathname: string, baseUrl: string): string {
  const path = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
