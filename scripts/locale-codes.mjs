/**
 * The locale codes for scripts that run without TypeScript, in the order of packages/shared/src/locales.ts
 * (a unit test keeps the two equal).
 */
export const DEFAULT_LOCALE_CODE = 'zh';
export const LOCALE_CODES = ['zh', 'zh-Hans', 'zh-TW', 'en', 'ja', 'ko', 'ar', 'de', 'es', 'fr', 'hi', 'it', 'pt', 'pt-BR', 'ru'];
