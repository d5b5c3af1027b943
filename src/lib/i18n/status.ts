/** The translation status page's data, written by the build (plugins/i18n-content). */
import type {LocaleProgress, PageState} from './pageState';

export interface StatusPage {
  /** The page's path without the locale prefix, e.g. `/docs/usage/`. */
  readonly path: string;
  readonly kind: 'docs' | 'blog';
  /** The title as this locale shows it. */
  readonly title: string;
  readonly state: PageState;
}

export interface TranslationStatus {
  /** Every locale's progress over all doc pages and posts. */
  readonly locales: readonly LocaleProgress[];
  /** This locale's pages that are not translated, or whose translation is outdated. */
  readonly pages: readonly StatusPage[];
}

/** The global data the build gives every page: path → each locale's own file of it. */
export interface TranslationData {
  readonly pages: Readonly<Record<string, Readonly<Record<string, 'current' | 'outdated'>>>>;
}

/** A progress figure as a whole percentage, never 100 while something is left. */
export function percent(part: number, total: number): number {
  if (total === 0) return 100;
  const value = Math.round((part / total) * 100);
  return value === 100 && part < total ? 99 : value;
}
