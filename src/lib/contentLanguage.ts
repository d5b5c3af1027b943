/**
 * A locale without its own translation of a doc or post shows the default locale's file. That
 * text keeps its own language and direction (Chinese, left to right) inside, say, the Arabic
 * layout, so screen readers pronounce it right and its punctuation stays in place.
 */
export interface LanguageOf {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
}

/** Docusaurus names a translated file `@site/i18n/<folder>/…`; anything else is the default's. */
export function isTranslatedSource(source: string): boolean {
  return source.startsWith('@site/i18n/');
}

/** The language to mark on a page's content, or undefined when it is the page's own language. */
export function fallbackContentLanguage(
  source: string,
  currentLocale: string,
  defaultLocale: string,
  defaultLanguage: LanguageOf,
): LanguageOf | undefined {
  if (currentLocale === defaultLocale || isTranslatedSource(source)) return undefined;
  return defaultLanguage;
}
