import {describe, expect, it} from 'vitest';
import {extractPage, MAX_CONTENT_CHARS, truncate} from './extract';

const ZWSP = '\u200b';
const ZWNJ = '\u200c';
const ZWJ = '\u200d';

interface PageParts {
  readonly meta?: string;
  readonly sidebar?: string;
  readonly body?: string;
}

const META =
  '<meta name="docsearch:language" content="hi"><meta name="docsearch:version" content="current"><meta name="docsearch:docusaurus_tag" content="docs-default-current">';

const SIDEBAR = `<aside class="theme-doc-sidebar-container"><nav class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list">
  <li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link" href="/hi/docs/intro/">परिचय</a></li>
  <li class="theme-doc-sidebar-item-category menu__list-item">
    <div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="/hi/docs/features/">Features</a></div>
    <ul class="menu__list">
      <li class="theme-doc-sidebar-item-category menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="#">Translation</a></div>
        <ul class="menu__list"><li class="menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="/hi/docs/usage/">उपयोग</a></li></ul>
      </li>
    </ul>
  </li>
</ul></nav></aside>`;

const BODY = `<article>
  <nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/hi/">BreadcrumbHome</a></li><li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">BreadcrumbPage</span></li></ul></nav>
  <div class="theme-doc-markdown markdown">
    <header><h1>अनुवाद   सेवाएं चुनें</h1></header>
    <p>पहला अनुच्छेद,
      Interlinear के बारे में।</p>
    <h2 class="anchor anchorWithStickyNavbar_abc" id="deepl-key">DeepL कुंजी<a href="#deepl-key" class="hash-link" aria-label="Direct link to DeepL कुंजी" title="Direct link to DeepL कुंजी">${ZWSP}</a></h2>
    <p>क्${ZWNJ}ष और क्${ZWJ}ष दोनों लिखें।</p>
    <ul>
      <li>Parent item<ul><li>Child item</li><li>Second child</li></ul></li>
      <li>Sibling item</li>
    </ul>
    <h3 class="anchor" id="limits">सीमाएँ${ZWSP} और दरें<a href="#limits" class="hash-link">${ZWSP}</a></h3>
    <table><thead><tr><th>Key</th><th>HeaderMeaning</th></tr></thead>
      <tbody><tr><td>FirstCell</td><td>LastCell text</td></tr></tbody></table>
    <pre class="prism-code"><code>npm install SecretCodeWord</code></pre>
    <h2 class="anchor" id="next">आगे</h2>
    <p>अंतिम अनुच्छेद।</p>
  </div>
  <footer class="theme-doc-footer docusaurus-mt-lg"><a href="https://github.example/edit">FooterEditWord</a></footer>
</article>`;

function page({meta = META, sidebar = SIDEBAR, body = BODY}: PageParts = {}): string {
  return `<!doctype html>
<html lang="hi" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-usage" data-has-hydrated="false">
<head><meta charset="UTF-8"><title>उपयोग | Interlinear</title>${meta}</head>
<body class="navigation-with-keyboard">
<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items">
  <a class="navbar__brand" href="/hi/"><b class="navbar__title">Interlinear</b></a>
  <a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/hi/docs/intro/">Docs</a>
  <a class="navbar__item navbar__link" href="/hi/pricing/">Pricing</a>
</div></div></nav>
<div class="main-wrapper"><div class="docsWrapper"><div class="docRoot">${sidebar}<main class="docMainContainer"><div class="container"><div class="row"><div class="col">${body}</div></div></div></main></div></div></div>
<footer class="footer"><p>SiteFooterWord</p></footer>
</body></html>`;
}

const PAGE_URL = '/hi/docs/usage/';

describe('extractPage', () => {
  const {page: extracted, language, docusaurusTag} = extractPage(page(), PAGE_URL, 'Docs');
  const texts = extracted.content.map(([, text]) => text);
  const all = [...texts, ...extracted.headings.map(([, text]) => text)].join('\n');

  it('reads the language and docs tag from the page meta tags', () => {
    expect(language).toBe('hi');
    expect(docusaurusTag).toBe('docs-default-current');
    expect(extracted.url).toBe(PAGE_URL);
  });

  it('uses the active top-level sidebar category as lvl0', () => {
    expect(extracted.lvl0).toBe('Features');
  });

  it('falls back to the active navbar entry, then to the default', () => {
    const noCategory = SIDEBAR.replaceAll('menu__link--sublist menu__link--active', 'menu__link--sublist');
    expect(extractPage(page({sidebar: noCategory}), PAGE_URL, 'Docs fallback').page.lvl0).toBe('Docs');
    const noNavbar = page({sidebar: noCategory}).replace('navbar__link--active', '');
    expect(extractPage(noNavbar, PAGE_URL, 'Docs fallback').page.lvl0).toBe('Docs fallback');
  });

  it('lists the title and headings with their anchors, without zero-width spaces', () => {
    expect(extracted.headings).toEqual([
      [1, 'अनुवाद सेवाएं चुनें', ''],
      [2, 'DeepL कुंजी', 'deepl-key'],
      [3, 'सीमाएँ और दरें', 'limits'],
      [2, 'आगे', 'next'],
    ]);
    expect(all).not.toContain(ZWSP);
  });

  it('collects paragraphs, list items and last table cells under their headings', () => {
    expect(extracted.content).toEqual([
      [0, 'पहला अनुच्छेद, Interlinear के बारे में।'],
      [1, `क्${ZWNJ}ष और क्${ZWJ}ष दोनों लिखें।`],
      [1, 'Parent item'],
      [1, 'Child item'],
      [1, 'Second child'],
      [1, 'Sibling item'],
      [2, 'LastCell text'],
      [3, 'अंतिम अनुच्छेद।'],
    ]);
  });

  it('does not repeat nested list items in their parent', () => {
    expect(texts.filter((t) => t.includes('Child item'))).toEqual(['Child item']);
  });

  it('takes only the last cell of a table row', () => {
    expect(all).not.toContain('FirstCell');
    expect(all).not.toContain('HeaderMeaning');
  });

  it('keeps the joiners Indic scripts need', () => {
    expect(texts[1]).toContain(`क्${ZWNJ}ष`);
    expect(texts[1]).toContain(`क्${ZWJ}ष`);
  });

  it('leaves out code blocks, breadcrumbs, footers and the site chrome', () => {
    for (const word of [
      'SecretCodeWord',
      'BreadcrumbHome',
      'BreadcrumbPage',
      'FooterEditWord',
      'SiteFooterWord',
      'Pricing',
      'परिचय',
    ]) {
      expect(all).not.toContain(word);
    }
  });

  it('cuts a long paragraph', () => {
    const long = Array.from({length: 100}, (_, i) => `शब्द${i}`).join(' ');
    const body = BODY.replace('<p>अंतिम अनुच्छेद।</p>', `<p>${long}</p>`);
    const text = extractPage(page({body}), PAGE_URL, 'Docs').page.content.at(-1)?.[1] ?? '';
    expect(text.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS);
    expect(long.startsWith(text)).toBe(true);
    expect(long[text.length]).toBe(' ');
  });

  it('refuses a page without its docsearch meta tags', () => {
    expect(() => extractPage(page({meta: ''}), PAGE_URL, 'Docs')).toThrow(/docsearch:language/);
    expect(() => extractPage(page({meta: '<meta name="docsearch:language" content="hi">'}), PAGE_URL, 'Docs')).toThrow(
      /docusaurus_tag/,
    );
  });

  it('refuses a page without an article or a title', () => {
    expect(() => extractPage(page({body: '<div><p>no article</p></div>'}), PAGE_URL, 'Docs')).toThrow(/no <article>/);
    expect(() => extractPage(page({body: '<article><p>No title.</p></article>'}), PAGE_URL, 'Docs')).toThrow(/no h1/);
  });
});

/** True when the text holds half of a surrogate pair. */
function hasLoneSurrogate(text: string): boolean {
  return /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

describe('truncate', () => {
  it('leaves a short text alone', () => {
    expect(truncate('short text', 20)).toBe('short text');
    expect(truncate('exactly10!', 10)).toBe('exactly10!');
  });

  it('cuts at the last space', () => {
    expect(truncate('aaaa bbbb cccc', 12)).toBe('aaaa bbbb');
    expect(truncate('अनुवाद सेवाएं चुनें', 15)).toBe('अनुवाद सेवाएं');
  });

  it('cuts inside a word when the only space is early', () => {
    expect(truncate('a bbbbbbbbbbbbbbbbbbbb', 10)).toBe('a bbbbbbbb');
  });

  it('never splits a surrogate pair', () => {
    const text = 'a'.repeat(9) + '😀' + 'b'.repeat(10);
    const cut = truncate(text, 10);
    expect(cut).toBe('a'.repeat(9));
    expect(hasLoneSurrogate(cut)).toBe(false);
    for (let max = 1; max < 30; max++) {
      const emoji = '𝐀😀𐌰'.repeat(10);
      const result = truncate(emoji, max);
      expect(hasLoneSurrogate(result)).toBe(false);
      expect(result.length).toBeLessThanOrEqual(max);
    }
  });
});
