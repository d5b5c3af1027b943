import {describe, expect, it} from 'vitest';
import {DEFAULT_LOCALE, LOCALES, findLocale, formatTag} from './locales';
import {formatMoney} from './plans';

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

describe('formatTag', () => {
  const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/;
  it("writes every locale's prices and dates in Western digits on the Gregorian calendar", () => {
    for (const {htmlLang} of LOCALES) {
      const tag = formatTag(htmlLang);
      expect(formatMoney({amount: 599, currency: 'USD'}, tag), htmlLang).toMatch(/5[.,]99/);
      const date = new Intl.DateTimeFormat(tag, {dateStyle: 'long', timeZone: 'UTC'}).format(Date.UTC(2026, 10, 10));
      expect(date, htmlLang).toMatch(/2026/);
      expect(date, htmlLang).not.toMatch(arabicIndic);
    }
    // What it prevents: Saudi Arabic's own digits beside the Western digits of the text.
    expect(formatMoney({amount: 599, currency: 'USD'}, 'ar-SA')).toMatch(arabicIndic);
  });
  it('keeps a tag that already names its extensions', () => {
    expect(formatTag('ar-SA-u-nu-arab')).toBe('ar-SA-u-nu-arab');
  });
});
