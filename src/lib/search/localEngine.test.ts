import {describe, expect, it} from 'vitest';
import {LocalEngine, matchesFacetFilters, SEARCH_DEFAULTS} from './localEngine';
import {INDEX_FORMAT, type IndexFile, type SearchRecord} from './records';
import {tokenize} from './text';
import type {HighlightResult, SearchHit, SearchRequest} from './types';

const TAG = 'docs-default-current';

/** Five short pages that all mention पुस्तक (book), to page through. */
const bookPages = ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ'].map((name, i) => ({
  url: `/hi/docs/book-${i + 1}/`,
  lvl0: 'पुस्तकें',
  headings: [[1, `${name} अध्याय`, '']] as [number, string, string][],
  content: [[0, `इस अध्याय में पुस्तक का ${name} भाग है।`]] as [number, string][],
}));

const hindi: IndexFile = {
  format: INDEX_FORMAT,
  language: 'hi',
  docusaurus_tag: TAG,
  pages: [
    {
      url: '/hi/docs/translation/',
      lvl0: 'सुविधाएँ',
      headings: [
        [1, 'अनुवाद सेवाएं चुनें', ''],
        [2, 'DeepL कुंजी', 'deepl-key'],
        [2, 'स्थानीय मॉडल', 'local-models'],
      ],
      content: [
        [0, 'यह पृष्ठ बताता है कि आप किस सेवा से काम करें और उसे कैसे चालू करें और कब बदलें।'],
        [1, 'अपनी DeepL कुंजी सेटिंग्स में डालें।'],
        [1, 'सेटिंग्स बदलने के बाद ऐप फिर से खोलें।'],
        [2, 'Ollama से आप अपने कंप्यूटर पर मॉडल चला सकते हैं।'],
      ],
    },
    {
      url: '/hi/docs/export/',
      lvl0: 'सुविधाएँ',
      headings: [
        [1, 'निर्यात', ''],
        [2, 'PDF फ़ाइल', 'pdf'],
      ],
      content: [
        [0, 'निर्यात से पहले अनुवाद जाँचें।'],
        [1, 'PDF फ़ाइल छापने के लिए तैयार होती है।'],
      ],
    },
    {
      url: '/hi/docs/safety/',
      lvl0: 'सुविधाएँ',
      headings: [[1, 'सुरक्षा <img src=x onerror=alert(1)>', '']],
      content: [[0, 'PDF में <script>alert(1)</script> जैसा पाठ भी सुरक्षा से केवल पाठ की तरह दिखता है।']],
    },
    ...bookPages,
  ],
};

const chinese: IndexFile = {
  format: INDEX_FORMAT,
  language: 'zh',
  docusaurus_tag: TAG,
  pages: [
    {
      url: '/zh/docs/translation/',
      lvl0: '功能',
      headings: [
        [1, '选择翻译服务', ''],
        [2, '密钥', 'key'],
      ],
      content: [[1, '使用翻译服务需要一个密钥。']],
    },
    {url: '/zh/docs/export/', lvl0: '功能', headings: [[1, '导出', '']], content: [[0, '导出为文件。']]},
  ],
};

const hi = new LocalEngine(hindi);
const zh = new LocalEngine(chinese);

function search(engine: LocalEngine, query: string, more: Partial<SearchRequest> = {}) {
  return engine.search({indexName: 'docs_hi', query, ...more});
}

function urls(hits: readonly SearchHit[]): string[] {
  return hits.map((h) => h.url);
}

/** Every highlight and snippet value of a hit. */
function renderedValues(hit: SearchHit): string[] {
  const results: HighlightResult[] = [];
  for (const part of [hit._highlightResult, hit._snippetResult]) {
    if (!part) continue;
    if (part.content) results.push(part.content);
    results.push(...Object.values(part.hierarchy ?? {}).filter((r): r is HighlightResult => r !== undefined));
  }
  return results.map((r) => r.value);
}

describe('LocalEngine', () => {
  it('finds a Hindi word', () => {
    const result = search(hi, 'निर्यात');
    expect(urls(result.hits)).toContain('/hi/docs/export/');
  });

  it('finds a Hindi word from its beginning', () => {
    const result = search(hi, 'अनुवा');
    expect(urls(result.hits)).toContain('/hi/docs/translation/');
    expect(result.hits[0]?._highlightResult?.hierarchy?.lvl1?.value).toContain('<mark>अनुवाद</mark>');
  });

  it('finds words from a beginning too short to be a typo', () => {
    expect(urls(search(hi, 'Oll').hits)).toEqual(['/hi/docs/translation/#local-models']);
    expect(urls(search(hi, 'अनु').hits)).toContain('/hi/docs/translation/');
  });

  it('finds a Latin word inside Hindi text', () => {
    expect(urls(search(hi, 'DeepL').hits)).toEqual(['/hi/docs/translation/#deepl-key']);
    expect(urls(search(hi, 'deepl').hits)).toEqual(['/hi/docs/translation/#deepl-key']);
  });

  it('forgives one typo in a longer Latin word', () => {
    const result = search(hi, 'Olama');
    expect(urls(result.hits)).toEqual(['/hi/docs/translation/#local-models']);
    expect(result.hits[0]?._highlightResult?.content?.value).toContain('<mark>Ollama</mark>');
  });

  it('does not guess at short words', () => {
    expect(search(hi, 'PDX').nbHits).toBe(0);
  });

  it('finds Chinese words in Chinese text', () => {
    expect(urls(search(zh, '翻译').hits)).toContain('/zh/docs/translation/');
    expect(urls(search(zh, '密钥').hits)).toContain('/zh/docs/translation/#key');
    expect(urls(search(zh, '导出').hits)).toEqual(['/zh/docs/export/']);
    const service = search(zh, '服务');
    expect(service.hits[0]?._highlightResult?.hierarchy?.lvl1?.value).toBe('选择翻译<mark>服务</mark>');
  });

  it('ranks a page whose title matches above one that only mentions the word in a paragraph', () => {
    const found = urls(search(hi, 'अनुवाद').hits);
    const titled = found.findIndex((u) => u.startsWith('/hi/docs/translation/'));
    const mentioned = found.indexOf('/hi/docs/export/');
    expect(titled).toBeGreaterThanOrEqual(0);
    expect(mentioned).toBeGreaterThan(titled);
  });

  it('keeps only hits of the requested language', () => {
    expect(search(hi, 'अनुवाद', {facetFilters: ['language:en']}).nbHits).toBe(0);
    expect(search(hi, 'अनुवाद', {facetFilters: ['language:hi']}).nbHits).toBeGreaterThan(0);
    expect(search(hi, 'अनुवाद', {facetFilters: ['-language:hi']}).nbHits).toBe(0);
  });

  it('reads a list of tags as any of them, and separate entries as all of them', () => {
    expect(
      search(hi, 'अनुवाद', {facetFilters: [['docusaurus_tag:default', `docusaurus_tag:${TAG}`]]}).nbHits,
    ).toBeGreaterThan(0);
    expect(
      search(hi, 'अनुवाद', {facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']]}).nbHits,
    ).toBe(0);
    expect(
      search(hi, 'अनुवाद', {facetFilters: ['language:hi', ['docusaurus_tag:default', `docusaurus_tag:${TAG}`]]}).nbHits,
    ).toBeGreaterThan(0);
    expect(search(hi, 'अनुवाद', {facetFilters: [`docusaurus_tag:${TAG}`, 'docusaurus_tag:default']}).nbHits).toBe(0);
  });

  it('pages through the hits', () => {
    const all = search(hi, 'पुस्तक', {hitsPerPage: 100});
    expect(all.nbHits).toBe(5);
    const first = search(hi, 'पुस्तक', {hitsPerPage: 2});
    const second = search(hi, 'पुस्तक', {hitsPerPage: 2, page: 1});
    const third = search(hi, 'पुस्तक', {hitsPerPage: 2, page: 2});
    expect(first.nbPages).toBe(3);
    expect(first.nbHits).toBe(5);
    expect(second.page).toBe(1);
    expect(urls(first.hits)).toEqual(urls(all.hits).slice(0, 2));
    expect(urls(second.hits)).toEqual(urls(all.hits).slice(2, 4));
    expect(urls(third.hits)).toEqual(urls(all.hits).slice(4));
    expect(search(hi, 'पुस्तक', {hitsPerPage: 2, page: 3}).hits).toEqual([]);
  });

  it('shows one hit per address', () => {
    // Both paragraphs under "DeepL कुंजी" mention settings; the heading itself does not.
    const result = search(hi, 'सेटिंग्स');
    expect(urls(result.hits)).toEqual(['/hi/docs/translation/#deepl-key']);
    expect(result.nbHits).toBe(1);
  });

  it('reads only the first 64 characters of a query', () => {
    expect(search(hi, `${'q '.repeat(5)}Ollama`).nbHits).toBe(1);
    const long = search(hi, `${'q '.repeat(40)}Ollama`);
    expect(long.nbHits).toBe(0);
    expect(long.query.length).toBeLessThanOrEqual(SEARCH_DEFAULTS.maxQueryLength);
    expect(search(hi, 'x'.repeat(100)).query).toBe('x'.repeat(64));
  });

  it('answers an empty query with no hits', () => {
    for (const query of ['', '   ', undefined]) {
      const result = hi.search({indexName: 'docs_hi', query});
      expect(result.hits).toEqual([]);
      expect(result.nbHits).toBe(0);
      expect(result.nbPages).toBe(0);
    }
  });

  it('answers in the hosted shape, with the request index name', () => {
    const result = search(hi, 'निर्यात');
    expect(result.index).toBe('docs_hi');
    expect(result.hitsPerPage).toBe(SEARCH_DEFAULTS.hitsPerPage);
    expect(result.page).toBe(0);
    const hit = result.hits.find((h) => h.url === '/hi/docs/export/');
    expect(hit?.hierarchy.lvl0).toBe('सुविधाएँ');
    expect(hit?._highlightResult?.hierarchy?.lvl1).toEqual({
      value: '<mark>निर्यात</mark>',
      matchLevel: 'full',
      matchedWords: ['निर्यात'],
    });
  });

  it('never lets markup of a page or of the query into highlights and snippets', () => {
    const queries = ['<script>alert(1)</script> सुरक्षा', '<img src=x onerror=alert(1)>', 'script', 'alert PDF'];
    let checked = 0;
    for (const query of queries) {
      const result = search(hi, query, {attributesToSnippet: ['content:5', 'hierarchy.lvl1:3']});
      expect(result.nbHits).toBeGreaterThan(0);
      for (const hit of result.hits) {
        for (const value of renderedValues(hit)) {
          for (const tag of value.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(/^<\/?mark>$/);
          checked++;
        }
      }
    }
    const safety = search(hi, 'सुरक्षा').hits.find((h) => h.url === '/hi/docs/safety/');
    expect(safety?._highlightResult?.hierarchy?.lvl1?.value).toBe(
      '<mark>सुरक्षा</mark> &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(checked).toBeGreaterThan(10);
  });

  it('cuts content snippets to the requested number of words', () => {
    const result = search(hi, 'सेवा', {attributesToSnippet: ['content:5']});
    const lengths = result.hits
      .map((h) => h._snippetResult?.content?.value ?? '')
      .map((v) => tokenize(v.replace(/<\/?mark>/g, '').replace(/…/g, ' '), 'hi').length);
    expect(lengths.length).toBeGreaterThan(0);
    for (const n of lengths) expect(n).toBeLessThanOrEqual(5);
    const long = result.hits.find((h) => h.content?.startsWith('यह पृष्ठ'));
    expect(long?._snippetResult?.content?.value).toMatch(/…$/);
    // The full highlight keeps the whole paragraph.
    expect(long?._highlightResult?.content?.value).toContain('कब बदलें।');
  });
});

describe('matchesFacetFilters', () => {
  const record = (language: string, tag: string): SearchRecord => ({
    objectID: 'x',
    url: '/docs/x/',
    type: 'content',
    hierarchy: {lvl0: 'Docs', lvl1: 'X', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: 'x',
    language,
    docusaurus_tag: tag,
  });
  const current = record('hi', 'docs-default-current');
  const old = record('hi', 'docs-default-1.0');

  it('lets everything through without filters', () => {
    expect(matchesFacetFilters(current, undefined)).toBe(true);
    expect(matchesFacetFilters(current, [])).toBe(true);
  });

  it('needs every entry and any item of a list', () => {
    const filters = ['language:hi', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(matchesFacetFilters(current, filters)).toBe(true);
    expect(matchesFacetFilters(old, filters)).toBe(false);
    expect(matchesFacetFilters(record('en', 'docs-default-current'), filters)).toBe(false);
  });

  it('understands negation and ignores nothing it does not know', () => {
    expect(matchesFacetFilters(current, ['-docusaurus_tag:docs-default-1.0'])).toBe(true);
    expect(matchesFacetFilters(old, ['-docusaurus_tag:docs-default-1.0'])).toBe(false);
    expect(matchesFacetFilters(current, ['type:content'])).toBe(true);
    expect(matchesFacetFilters(current, ['colour:red'])).toBe(false);
    expect(matchesFacetFilters(current, ['nonsense'])).toBe(false);
  });
});
