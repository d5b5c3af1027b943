import {describe, expect, it} from 'vitest';
import {DEFAULT_LOCALE, LOCALES, findLocale} from './locales';

describe('the locale table', () => {
  it('has each code and folder once, and the default locale as the one original', () => {
    expect(new Set(LOCALES.map((l) => l.code)).size).toBe(LOCALES.length);
    expect(new Set(LOCALES.map((l) => l.folder)).size).toBe(LOCALES.length);
    expect(LOCALES.filter((l) => l.untranslated.kind === 'original').map((l) => l.code)).toEqual([DEFAULT_LOCALE]);
  });

  it('names only locales of the table in its untranslated rules, never the locale itself', () => {
    for (const {code, untranslated: rule} of LOCALES) {
      const named = rule.kind === 'fallback' ? rule.chain : rule.kind === 'original' ? [] : [rule.locale];
      for (const other of named) {
        expect(findLocale(other), `${code} names ${other}`).toBeDefined();
        expect(other, code).not.toBe(code);
      }
    }
  });
});
