/**
 * Reads one built docs page the way the DocSearch crawler reads a Docusaurus site: the active
 * top-level sidebar category (or the active navbar entry) is lvl0, `header h1, article h1` is lvl1,
 * `article h2`…`h6` are lvl2…lvl6, and `article p, article li, article td:last-child` are content.
 * The language and docs tag come from the page's `docsearch:*` meta tags.
 */
import * as cheerio from 'cheerio';
import type {PageInput} from '../../src/lib/search/records';
import {cleanText} from '../../src/lib/pair/blocks';

export interface ExtractedPage {
  readonly page: PageInput;
  readonly language: string;
  readonly docusaurusTag: string;
}

/** Parts of an article that are not the page's prose. */
const SKIP =
  'nav, footer, pre, script, style, button, .translation-notice, .hash-link, .theme-doc-toc-mobile, .theme-doc-version-badge, .theme-doc-footer';

/**
 * Each paragraph contributes its first characters only: enough to find it and to show a snippet,
 * and it keeps today's Hindi index, the largest, under 150 KB gzipped (the whole text is 156 KB).
 */
export const MAX_CONTENT_CHARS = 240;

/** The text cut to `max` characters, at the last space when there is one in the second half. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never end on half of a surrogate pair.
  const cut = text.slice(0, /[\ud800-\udbff]/.test(text[max - 1] ?? '') ? max - 1 : max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trimEnd();
}

export function extractPage(html: string, url: string, defaultLvl0: string): ExtractedPage {
  const $ = cheerio.load(html);
  const meta = (name: string) => $(`meta[name="docsearch:${name}"]`).attr('content') ?? '';
  const language = meta('language');
  const docusaurusTag = meta('docusaurus_tag');
  if (!language || !docusaurusTag)
    throw new Error(`${url} has no docsearch:language or docsearch:docusaurus_tag meta tag`);

  const lvl0 =
    cleanText($('.menu__link.menu__link--sublist.menu__link--active').first().text()) ||
    cleanText($('.navbar__item.navbar__link--active').first().text()) ||
    defaultLvl0;

  const article = $('article').first();
  if (article.length === 0) throw new Error(`${url} has no <article>`);
  article.find(SKIP).remove();

  const title = cleanText($('header h1, article h1').first().text());
  if (!title) throw new Error(`${url} has no h1`);
  const headings: [number, string, string][] = [[1, title, '']];
  const content: [number, string][] = [];

  article.find('h2, h3, h4, h5, h6, p, li, td:last-child').each((_, el) => {
    const node = $(el);
    const tag = el.tagName.toLowerCase();
    if (/^h[2-6]$/.test(tag)) {
      const text = cleanText(node.text());
      if (text) headings.push([Number(tag[1]), text, node.attr('id') ?? '']);
      return;
    }
    // A list item's own words, without the nested lists and paragraphs that are records of their own.
    const text = cleanText(tag === 'li' ? node.clone().find('ul, ol, p').remove().end().text() : node.text());
    if (text) content.push([headings.length - 1, truncate(text, MAX_CONTENT_CHARS)]);
  });

  return {page: {url, lvl0, headings, content}, language, docusaurusTag};
}
