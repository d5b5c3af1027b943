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
}

export const DEFAULT_LOCALE = 'zh';

export const LOCALES: readonly LocaleEntry[] = [
  {code: 'zh', folder: 'zh', label: '中文', direction: 'ltr', htmlLang: 'zh-CN'},
  {code: 'zh-Hans', folder: 'zh-Hans', label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans'},
  {code: 'zh-TW', folder: 'zh-TW', label: '繁體中文', direction: 'ltr', htmlLang: 'zh-TW'},
  {code: 'en', folder: 'en-US', label: 'English', direction: 'ltr', htmlLang: 'en-US'},
  {code: 'ja', folder: 'ja-JP', label: '日本語', direction: 'ltr', htmlLang: 'ja-JP'},
  {code: 'ko', folder: 'ko-KR', label: '한국어', direction: 'ltr', htmlLang: 'ko-KR'},
  {code: 'ar', folder: 'ar-SA', label: 'العربية', direction: 'rtl', htmlLang: 'ar-SA'},
  {code: 'de', folder: 'de-DE', label: 'Deutsch', direction: 'ltr', htmlLang: 'de-DE'},
  {code: 'es', folder: 'es-ES', label: 'Español', direction: 'ltr', htmlLang: 'es-ES'},
  {code: 'fr', folder: 'fr-FR', label: 'Français', direction: 'ltr', htmlLang: 'fr-FR'},
  {code: 'hi', folder: 'hi-IN', label: 'हिन्दी', direction: 'ltr', htmlLang: 'hi-IN'},
  {code: 'it', folder: 'it-IT', label: 'Italiano', direction: 'ltr', htmlLang: 'it-IT'},
  {code: 'pt', folder: 'pt-PT', label: 'Português', direction: 'ltr', htmlLang: 'pt-PT'},
  {code: 'pt-BR', folder: 'pt-BR', label: 'Português (Brasil)', direction: 'ltr', htmlLang: 'pt-BR'},
  {code: 'ru', folder: 'ru-RU', label: 'Русский', direction: 'ltr', htmlLang: 'ru-RU'},
];

/** Locales that read Chinese: the promotional navbar element is shown to them only. */
export const CHINESE_LOCALES: readonly string[] = ['zh', 'zh-Hans', 'zh-TW'];

export function findLocale(code: string): LocaleEntry | undefined {
  return LOCALES.find((l) => l.code === code);
}
