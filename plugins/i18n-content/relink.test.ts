import path from 'node:path';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import relinkAcrossFolders, {relinked} from './relink';

const site = '/site';
const own = '/site/i18n/hi-IN/docusaurus-plugin-content-docs/current';
const shown = '/site/.i18n-content/hi/docs';
const roots = [own, shown];
// Hindi has its own usage and services pages; the FAQ and the DeepL page are shown from English.
const files = new Set([
  `${own}/usage.md`,
  `${own}/services/index.md`,
  `${shown}/usage.md`,
  `${shown}/faq.md`,
  `${shown}/services/index.md`,
  `${shown}/services/deepL.md`,
]);
const exists = (file: string) => files.has(file);

describe('relinked', () => {
  it('points a translated page at a page shown from another language, keeping the anchor', () => {
    expect(relinked('./faq.md#refunds', `${own}/usage.md`, roots, site, exists)).toBe(
      '@site/.i18n-content/hi/docs/faq.md#refunds',
    );
    expect(relinked('deepL.md', `${own}/services/index.md`, roots, site, exists)).toBe(
      '@site/.i18n-content/hi/docs/services/deepL.md',
    );
  });
  it('points a page shown from another language at the translated page, across folders and up', () => {
    expect(relinked('./usage.md', `${shown}/faq.md`, roots, site, exists)).toBe(
      '@site/i18n/hi-IN/docusaurus-plugin-content-docs/current/usage.md',
    );
    expect(relinked('../usage.md?x=1', `${shown}/services/deepL.md`, roots, site, exists)).toBe(
      '@site/i18n/hi-IN/docusaurus-plugin-content-docs/current/usage.md?x=1',
    );
  });
  it('leaves links Docusaurus resolves as written, and links that are not to a page', () => {
    expect(relinked('./usage.md', `${own}/services/../usage.md`, roots, site, exists)).toBeUndefined();
    expect(relinked('./services/index.md', `${own}/usage.md`, roots, site, exists)).toBeUndefined();
    for (const url of ['https://example.com/a.md', '/docs/faq/', '#top', '@site/docs/faq.md', './img.png', ''])
      expect(relinked(url, `${own}/usage.md`, roots, site, exists), url).toBeUndefined();
    // A page that exists nowhere stays a broken link, for Docusaurus to report.
    expect(relinked('./gone.md', `${own}/usage.md`, roots, site, exists)).toBeUndefined();
    // A file outside the locale's folders, and a link out of them.
    expect(relinked('./faq.md', '/site/blog/post/index.md', roots, site, exists)).toBeUndefined();
    expect(relinked('../../../../../etc/passwd.md', `${own}/usage.md`, roots, site, () => true)).toBeUndefined();
  });
  it('never leads outside the content folders, whatever the link', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const out = relinked(url, `${own}/services/index.md`, roots, site, () => true);
        if (out === undefined) return;
        const file = path.join(site, out.slice('@site/'.length).replace(/[?#].*$/, ''));
        expect(roots.some((root) => file.startsWith(root + path.sep))).toBe(true);
      }),
    );
  });
});

describe('the remark plugin', () => {
  it('rewrites links and definitions in the tree of a file of the locale', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'link', url: './faq.md#x', children: []}]},
        {type: 'definition', url: './services/index.md'},
      ],
    };
    const plugin = relinkAcrossFolders({
      siteDir: process.cwd(),
      roots: ['i18n/hi-IN/docusaurus-plugin-content-docs/current', 'docs'],
    });
    plugin(tree, {path: path.join(process.cwd(), 'i18n/hi-IN/docusaurus-plugin-content-docs/current/usage.md')});
    // Hindi has both pages of its own: nothing to change.
    expect(tree.children[0]?.children?.[0]).toMatchObject({url: './faq.md#x'});
    plugin(tree, {path: path.join(process.cwd(), 'docs/usage.md')});
    expect(tree.children[0]?.children?.[0]).toMatchObject({
      url: '@site/i18n/hi-IN/docusaurus-plugin-content-docs/current/faq.md#x',
    });
  });
});
