import {describe, expect, it} from 'vitest';
import {
  cleanSavedSearches,
  docsFacetFilters,
  localeIndexName,
  localizeResultUrl,
  toDisplayHit,
  type SiteContext,
} from './display';
import type {SearchHit} from './types';

const localePaths = ['hi', 'en', 'ar', 'zh-TW', 'ja'];
const hindi: SiteContext = {siteUrl: 'https://www.interlinear.example', baseUrl: '/hi/', localePaths};
const root: SiteContext = {siteUrl: 'https://www.interlinear.example', baseUrl: '/', localePaths};

describe('localizeResultUrl', () => {
  it('puts a docs path without a locale into the visitor locale', () => {
    expect(localizeResultUrl('/docs/usage/#x', hindi)).toBe('/hi/docs/usage/#x');
    expect(localizeResultUrl('/docs/', hindi)).toBe('/hi/docs/');
    expect(localizeResultUrl('/docs/usage/?tab=mac', hindi)).toBe('/hi/docs/usage/?tab=mac');
  });

  it('replaces another locale prefix with the visitor locale', () => {
    expect(localizeResultUrl('/en/docs/usage/', hindi)).toBe('/hi/docs/usage/');
    expect(localizeResultUrl('/zh-TW/docs/usage/#x', hindi)).toBe('/hi/docs/usage/#x');
  });

  it('turns an address of this site into a path', () => {
    expect(localizeResultUrl('https://www.interlinear.example/ar/docs/usage/#deepl', hindi)).toBe(
      '/hi/docs/usage/#deepl',
    );
    expect(localizeResultUrl('https://www.interlinear.example/pricing/', hindi)).toBe('/pricing/');
  });

  it('leaves addresses of other sites alone', () => {
    expect(localizeResultUrl('https://evil.example/docs/usage/', hindi)).toBe('https://evil.example/docs/usage/');
    expect(localizeResultUrl('http://www.interlinear.example/docs/usage/', hindi)).toBe(
      'http://www.interlinear.example/docs/usage/',
    );
  });

  it('leaves paths outside the docs alone', () => {
    expect(localizeResultUrl('/pricing/', hindi)).toBe('/pricing/');
    expect(localizeResultUrl('/en/blog/release/', hindi)).toBe('/en/blog/release/');
    expect(localizeResultUrl('/docsify/', hindi)).toBe('/docsify/');
  });

  it('drops the locale prefix for the default locale', () => {
    expect(localizeResultUrl('/zh-TW/docs/usage/', root)).toBe('/docs/usage/');
    expect(localizeResultUrl('/hi/docs/usage/#x', root)).toBe('/docs/usage/#x');
    expect(localizeResultUrl('/docs/usage/', root)).toBe('/docs/usage/');
  });
});

const hit: SearchHit = {
  objectID: '/docs/usage/#c1',
  url: '/en/docs/usage/#keys',
  type: 'content',
  hierarchy: {
    lvl0: 'Docs',
    lvl1: 'Usage <b>now</b>',
    lvl2: 'Keys & "quotes"',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: '<img src=x onerror=alert(1)>',
  _highlightResult: {content: {value: '&lt;img&gt;', matchLevel: 'none'}},
};

describe('toDisplayHit', () => {
  it('escapes the raw text and localises the address', () => {
    const shown = toDisplayHit(hit, hindi);
    expect(shown.url).toBe('/hi/docs/usage/#keys');
    expect(shown.hierarchy.lvl1).toBe('Usage &lt;b&gt;now&lt;/b&gt;');
    expect(shown.hierarchy.lvl2).toBe('Keys &amp; &quot;quotes&quot;');
    expect(shown.hierarchy.lvl3).toBeNull();
    expect(shown.content).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps the other fields and leaves the original hit untouched', () => {
    const shown = toDisplayHit(hit, hindi);
    expect(shown.objectID).toBe(hit.objectID);
    expect(shown._highlightResult).toEqual(hit._highlightResult);
    expect(hit.hierarchy.lvl1).toBe('Usage <b>now</b>');
    expect(hit.url).toBe('/en/docs/usage/#keys');
  });

  it('keeps a missing content as null', () => {
    expect(toDisplayHit({...hit, content: null}, hindi).content).toBeNull();
  });
});

describe('docsFacetFilters and localeIndexName', () => {
  it('asks for the language and any of the docs tags', () => {
    expect(docsFacetFilters('hi', ['docs-default-current'])).toEqual([
      'language:hi',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
  });

  it('names one index per locale', () => {
    expect(localeIndexName('docs', 'hi')).toBe('docs_hi');
    expect(localeIndexName('docs', 'zh-TW')).toBe('docs_zh-TW');
  });
});

describe('cleanSavedSearches', () => {
  const saved = {
    objectID: '/hi/docs/usage/#h1',
    url: '/hi/docs/usage/#keys',
    type: 'lvl2',
    hierarchy: {lvl0: 'Docs', lvl1: 'Usage', lvl2: 'Keys &amp; tokens', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
  };

  it('leaves nothing stored as nothing', () => {
    expect(cleanSavedSearches(null)).toBeNull();
  });

  it('empties a value that is not JSON or not a list', () => {
    expect(cleanSavedSearches('{not json')).toEqual([]);
    expect(cleanSavedSearches('{"a":1}')).toEqual([]);
    expect(cleanSavedSearches('"text"')).toEqual([]);
    expect(cleanSavedSearches('null')).toEqual([]);
  });

  it('answers null when every stored search is well-formed', () => {
    expect(cleanSavedSearches(JSON.stringify([saved, {...saved, objectID: '2', url: '/hi/docs/'}]))).toBeNull();
    expect(cleanSavedSearches('[]')).toBeNull();
  });

  it('keeps the good searches and drops the rest', () => {
    const bad = [
      {...saved, hierarchy: {...saved.hierarchy, lvl1: '<img src=x onerror=alert(1)>'}},
      {...saved, content: '<script>alert(1)</script>'},
      {...saved, url: '//evil.example/docs/'},
      {...saved, url: 'javascript:alert(1)'},
      {...saved, url: 'https://evil.example/docs/'},
      {...saved, url: '/\\evil.example/docs/'},
      {...saved, url: '/\t/evil.example/docs/'},
      {...saved, objectID: undefined},
      {...saved, hierarchy: {...saved.hierarchy, lvl1: null}},
      {...saved, hierarchy: undefined},
      {...saved, content: 42},
      'text',
      null,
    ];
    const cleaned = cleanSavedSearches(JSON.stringify([saved, ...bad, {...saved, objectID: 'other'}]));
    expect(cleaned).toEqual([saved, {...saved, objectID: 'other'}]);
  });
});
