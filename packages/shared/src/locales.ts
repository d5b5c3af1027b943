/**
 * The fifteen locales of the site. `folder` is where a locale's translations live under `i18n/`
 * (Docusaurus calls it `path`); the URL of a locale is always `/<code>/`, and the default locale
 * is served at `/`.
 */
export interface LocaleEntry {
  readonly code: string;
  readonly folder: string;
  /** The language's own name, in its own script, as the language menu shows it. */
  readonly label: string;
  readonly direction: 'ltr' | 'rtl';
  readonly htmlLang: string;
  /** What a doc page or blog post this locale has no file of its own for shows instead. */
  readonly untranslated: Untranslated;
}

/**
 * - `original`: the default locale; `docs/` and `blog/` are written in it, so nothing is missing.
 * - `same-language`: the other locale's file, as it is and without a notice (zh-Hans reads zh).
 * - `converted`: the other locale's file converted by OpenCC (Simplified to Traditional Chinese,
 *   Taiwan standard with Taiwan phrases), under a notice that it is a conversion.
 * - `fallback`: the first locale of `chain` that has the page, under a notice, in that language;
 *   the default locale ends every chain, since every page exists in it. A chain never lists a
 *   language its readers are less likely to read than English.
 */
export type Untranslated =
  | {readonly kind: 'original'}
  | {readonly kind: 'same-language'; readonly locale: string}
  | {readonly kind: 'converted'; readonly locale: string; readonly opencc: {readonly from: 'cn'; readonly to: 'twp'}}
  | {readonly kind: 'fallback'; readonly chain: readonly string[]};

const toEnglish: Untranslated = {kind: 'fallback', chain: ['en']};

export const DEFAULT_LOCALE = 'zh';

export const LOCALES: readonly LocaleEntry[] = [
  {code: 'zh', folder: 'zh', label: '中文', direction: 'ltr', htmlLang: 'zh-CN', untranslated: {kind: 'original'}},
  {
    code: 'zh-Hans',
    folder: 'zh-Hans',
    label: '简体中文',
    direction: 'ltr',
    htmlLang: 'zh-Hans',
    untranslated: {kind: 'same-language', locale: 'zh'},
  },
  {
    code: 'zh-TW',
    folder: 'zh-TW',
    label: '繁體中文',
    direction: 'ltr',
    htmlLang: 'zh-TW',
    untranslated: {kind: 'converted', locale: 'zh', opencc: {from: 'cn', to: 'twp'}},
  },
  {
    code: 'en',
    folder: 'en-US',
    label: 'English',
    direction: 'ltr',
    htmlLang: 'en-US',
    untranslated: {kind: 'fallback', chain: ['zh']},
  },
  {code: 'ja', folder: 'ja-JP', label: '日本語', direction: 'ltr', htmlLang: 'ja-JP', untranslated: toEnglish},
  {code: 'ko', folder: 'ko-KR', label: '한국어', direction: 'ltr', htmlLang: 'ko-KR', untranslated: toEnglish},
  {code: 'ar', folder: 'ar-SA', label: 'العربية', direction: 'rtl', htmlLang: 'ar-SA', untranslated: toEnglish},
  {code: 'de', folder: 'de-DE', label: 'Deutsch', direction: 'ltr', htmlLang: 'de-DE', untranslated: toEnglish},
  {code: 'es', folder: 'es-ES', label: 'Español', direction: 'ltr', htmlLang: 'es-ES', untranslated: toEnglish},
  {code: 'fr', folder: 'fr-FR', label: 'Français', direction: 'ltr', htmlLang: 'fr-FR', untranslated: toEnglish},
  {code: 'hi', folder: 'hi-IN', label: 'हिन्दी', direction: 'ltr', htmlLang: 'hi-IN', untranslated: toEnglish},
  {code: 'it', folder: 'it-IT', label: 'Italiano', direction: 'ltr', htmlLang: 'it-IT', untranslated: toEnglish},
  {
    code: 'pt',
    folder: 'pt-PT',
    label: 'Português',
    direction: 'ltr',
    htmlLang: 'pt-PT',
    untranslated: {kind: 'fallback', chain: ['pt-BR', 'en']},
  },
  {
    code: 'pt-BR',
    folder: 'pt-BR',
    label: 'Português (Brasil)',
    direction: 'ltr',
    htmlLang: 'pt-BR',
    untranslated: {kind: 'fallback', chain: ['pt', 'en']},
  },
  {code: 'ru', folder: 'ru-RU', label: 'Русский', direction: 'ltr', htmlLang: 'ru-RU', untranslated: toEnglish},
];

/** Locales that read Chinese: the promotional navbar element is shown to them only. */
export const CHINESE_LOCALES: readonly string[] = ['zh', 'zh-Hans', 'zh-TW'];

/**
 * The tag Intl formats a locale's numbers and dates with: its HTML language with Western digits and
 * the Gregorian calendar, as every locale's UI strings and docs write them. Without it, Arabic
 * prices and dates come out in Arabic-Indic digits beside the Western digits of the text around them.
 */
export function formatTag(htmlLang: string): string {
  return htmlLang.includes('-u-') ? htmlLang : `${htmlLang}-u-ca-gregory-nu-latn`;
}

export function findLocale(code: string): LocaleEntry | undefined {
  return LOCALES.find((l) => l.code === code);
}
