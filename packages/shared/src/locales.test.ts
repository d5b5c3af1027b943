import {describe, expect, it} from 'vitest';
import {DEFAULT_LOCALE, LOCALES} from './locales';
import {DEFAULT_LOCALE_CODE, LOCALE_CODES} from '../../../scripts/locale-codes.mjs';

describe('locale codes for scripts', () => {
  it('match the locale table', () => {
    expect(LOCALE_CODES).toEqual(LOCALES.map((l) => l.code));
    expect(DEFAULT_LOCALE_CODE).toBe(DEFAULT_LOCALE);
  });
});
