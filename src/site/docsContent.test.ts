/**
 * The content check: every doc id of the spec exists in the three written locales, reads as prose
 * of at least MIN_WORDS words, is mostly in its locale's script, and has the same heading outline
 * (levels and explicit ids) in every locale, so an anchor link works in each language. The blog
 * gets the same checks per post. `node scripts/check-docs.mjs [ids… | --blog]` runs a subset.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {analysePage, frontMatter, headingProblems, outlineDifferences, sectionOf, shareOf, type Script} from '../lib/docContent';
import {DOC_IDS} from './routes';

const MIN_WORDS = 150;

/** The locales whose content is written in full; the others fall back to the default. */
const WRITTEN = [
  {code: 'zh', folder: null, script: 'Han', minShare: 0.6},
  {code: 'hi', folder: 'hi-IN', script: 'Devanagari', minShare: 0.6},
  {code: 'en', folder: 'en-US', script: 'Latin', minShare: 0.9},
] as const satisfies readonly {code: string; folder: string | null; script: Script; minShare: number}[];

/** Front-matter keys that are translated; every other key must be the same in every locale. */
const TRANSLATED_KEYS = new Set(['title', 'description', 'sidebar_label']);

const root = path.resolve(__dirname, '../..');
const only = (process.env.CHECK_DOCS ?? '').split(/[\s,]+/).filter(Boolean);
const selected = (name: string) => only.length === 0 || only.includes(name);

function docFile(folder: string | null, id: string): string {
  const dir = folder ? `i18n/${folder}/docusaurus-plugin-content-docs/current` : 'docs';
  const md = path.join(root, dir, `${id}.md`);
  return existsSync(`${md}x`) ? `${md}x` : md;
}

function postFile(folder: string | null, post: string): string {
  const dir = folder ? `i18n/${folder}/docusaurus-plugin-content-blog` : 'blog';
  return path.join(root, dir, post, 'index.md');
}

function checkPage(name: string, fileOf: (folder: string | null) => string) {
  describe(name, () => {
    const pages = WRITTEN.map((locale) => {
      const file = fileOf(locale.folder);
      const source = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      return {locale, file: path.relative(root, file), source, analysis: source === undefined ? undefined : analysePage(source, locale.code)};
    });

    it('exists in every written locale', () => {
      expect(pages.filter((p) => !p.source).map((p) => p.file)).toEqual([]);
    });

    for (const {locale, file, source, analysis} of pages) {
      if (!source || !analysis) continue;
      it(`${locale.code}: has valid front matter with a title, and at least ${MIN_WORDS} words of prose`, () => {
        let fields: Record<string, unknown> = {};
        expect(() => (fields = frontMatter(source)), `${file}: front matter`).not.toThrow();
        expect(fields.title, `${file}: title`).toBeTruthy();
        expect(analysis.words, `${file}: words of prose`).toBeGreaterThanOrEqual(MIN_WORDS);
      });
      it(`${locale.code}: is mostly written in ${locale.script} script`, () => {
        const share = Math.round(shareOf(analysis, locale.script) * 100) / 100;
        expect(share, `${file}: share of ${locale.script} words ${JSON.stringify(analysis.scripts)}`).toBeGreaterThanOrEqual(locale.minShare);
      });
      it(`${locale.code}: every heading has its own explicit id`, () => {
        expect(headingProblems(analysis.headings).map((p) => `${file} ${p}`)).toEqual([]);
      });
    }

    const [source, ...translations] = pages;
    for (const page of translations) {
      const [want, got] = [source?.analysis, page.analysis];
      const [wantText, gotText] = [source?.source, page.source];
      if (!source || !want || !got || !wantText || !gotText) continue;
      it(`${page.locale.code}: same heading levels and ids as ${source.locale.code}`, () => {
        expect(outlineDifferences(want.headings, got.headings).map((p) => `${page.file} ${p}`)).toEqual([]);
      });
      it(`${page.locale.code}: same untranslated front matter as ${source.locale.code}`, () => {
        const fixed = (text: string) =>
          Object.fromEntries(Object.entries(frontMatter(text)).filter(([key]) => !TRANSLATED_KEYS.has(key)));
        expect(fixed(gotText), page.file).toEqual(fixed(wantText));
      });
    }
  });
}

/** Service pages whose prices are a third party's: Interlinear AI's own plans live on /pricing/. */
const PRICED_SERVICES = DOC_IDS.filter((id) => id.startsWith('services/') && id !== 'services/index' && id !== 'services/ai');

const docIds = DOC_IDS.filter(selected);
if (docIds.length > 0) describe('docs content', () => {
  for (const id of docIds) checkPage(`doc ${id}`, (folder) => docFile(folder, id));

  for (const id of PRICED_SERVICES.filter(selected)) {
    it(`${id}: every locale's price section says when its figures were checked`, () => {
      for (const {folder} of WRITTEN) {
        const file = docFile(folder, id);
        const pricing = existsSync(file) ? sectionOf(readFileSync(file, 'utf8'), 'pricing') : undefined;
        expect(pricing, `${path.relative(root, file)}: a "pricing" section`).toBeDefined();
        expect(pricing, `${path.relative(root, file)}: the year the prices were checked`).toMatch(/20\d\d/);
      }
    });
  }
});

if (selected('--blog')) describe('blog content', () => {
  const posts = readdirSync(path.join(root, 'blog'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('has at least three posts', () => {
    expect(posts.length).toBeGreaterThanOrEqual(3);
  });
  for (const post of posts) checkPage(`post ${post}`, (folder) => postFile(folder, post));
});
