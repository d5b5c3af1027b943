import {describe, expect, it} from 'vitest';
import {LOCALES} from '@interlinear/shared/locales';
import {alternateLocales, hasOwnVersion, pagePath, pageState, progressOf, shownLocale, upToDateLocale, type PageFiles} from './pageState';

const onlySource: PageFiles = {zh: 'current'};
const written: PageFiles = {zh: 'current', en: 'current', hi: 'current'};

describe('pageState', () => {
  it('shows a locale its own file, and says when the source changed since', () => {
    expect(pageState('hi', written)).toEqual({kind: 'own', outdated: false});
    expect(pageState('hi', {...written, hi: 'outdated'})).toEqual({kind: 'own', outdated: true});
    expect(pageState('zh', onlySource)).toEqual({kind: 'own', outdated: false});
  });

  it('falls back along the chain: German to English, Portuguese to the other Portuguese first', () => {
    expect(pageState('de', written)).toEqual({kind: 'fallback', shown: 'en'});
    expect(pageState('pt', {...written, 'pt-BR': 'current'})).toEqual({kind: 'fallback', shown: 'pt-BR'});
    expect(pageState('pt-BR', written)).toEqual({kind: 'fallback', shown: 'en'});
    // An outdated translation is still that language: better than English for its readers.
    expect(pageState('pt-BR', {...written, pt: 'outdated'})).toEqual({kind: 'fallback', shown: 'pt'});
  });

  it('ends every chain at the source, which has every page', () => {
    expect(pageState('de', onlySource)).toEqual({kind: 'fallback', shown: 'zh'});
    expect(pageState('en', onlySource)).toEqual({kind: 'fallback', shown: 'zh'});
  });

  it('shows zh-Hans the Chinese page without a notice, and converts it for zh-TW', () => {
    expect(pageState('zh-Hans', written)).toEqual({kind: 'same-language', shown: 'zh'});
    expect(pageState('zh-TW', written)).toEqual({kind: 'converted', from: 'zh'});
    expect(pageState('zh-TW', {...written, 'zh-TW': 'current'})).toEqual({kind: 'own', outdated: false});
  });

  it('never falls back to a script a reader is less likely to read than English', () => {
    for (const locale of LOCALES) {
      if (locale.untranslated.kind !== 'fallback' || locale.code === 'en') continue;
      expect(locale.untranslated.chain.at(-1), locale.code).toBe('en');
      // Before English, only the same language in another variant.
      for (const code of locale.untranslated.chain.slice(0, -1)) expect(code.split('-')[0], locale.code).toBe(locale.code.split('-')[0]);
    }
  });
});

describe('addresses search engines see', () => {
  it('names the shown locale as the page of a fallback, the locale itself otherwise', () => {
    expect(shownLocale('de', pageState('de', written))).toBe('en');
    expect(shownLocale('zh-Hans', pageState('zh-Hans', written))).toBe('zh');
    expect(shownLocale('zh-TW', pageState('zh-TW', written))).toBe('zh-TW');
    expect(hasOwnVersion(pageState('de', written))).toBe(false);
    expect(hasOwnVersion(pageState('zh-TW', written))).toBe(true);
  });

  it('lists as alternates the source, the translations (outdated too) and the conversion', () => {
    expect(alternateLocales({...written, de: 'outdated'})).toEqual(['zh', 'zh-TW', 'en', 'de', 'hi']);
    expect(alternateLocales(onlySource)).toEqual(['zh', 'zh-TW']);
  });
});

describe('upToDateLocale', () => {
  it('sends an outdated reader along the chain to a current page, else to the source', () => {
    expect(upToDateLocale('de', {...written, de: 'outdated'})).toBe('en');
    expect(upToDateLocale('de', {zh: 'current', en: 'outdated', de: 'outdated'})).toBe('zh');
    expect(upToDateLocale('hi', {...written, hi: 'outdated'})).toBe('en');
    expect(upToDateLocale('en', {...written, en: 'outdated'})).toBe('zh');
  });
});

describe('progressOf', () => {
  it('counts translated, outdated and missing pages of one locale', () => {
    const pages: PageFiles[] = [written, {...written, hi: 'outdated'}, onlySource];
    expect(progressOf('hi', pages)).toEqual({locale: 'hi', total: 3, translated: 1, outdated: 1, missing: 1});
    expect(progressOf('zh', pages)).toEqual({locale: 'zh', total: 3, translated: 3, outdated: 0, missing: 0});
    expect(progressOf('zh-TW', pages)).toEqual({locale: 'zh-TW', total: 3, translated: 0, outdated: 0, missing: 3});
  });
});

describe('pagePath', () => {
  it('gives a page the same key in every locale, from its permalink or its address', () => {
    expect(pagePath('/de/docs/usage/', '/de/')).toBe('/docs/usage');
    expect(pagePath('/de/docs/usage', '/de/')).toBe('/docs/usage');
    expect(pagePath('/docs/usage/', '/')).toBe('/docs/usage');
    expect(pagePath('/de/docs/', '/de/')).toBe('/docs');
    expect(pagePath('/de/', '/de/')).toBe('/');
  });
});
