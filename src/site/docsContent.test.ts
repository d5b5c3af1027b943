/**
 * The content check: every doc id of the spec exists in the source (zh) and in the two locales
 * written from the start (en, hi); every file any locale has reads as prose of at least MIN_WORDS
 * words, mostly in its locale's script (and, for the Latin-script locales, in its language, so an
 * English copy cannot pass as German), and has the same heading outline (levels and explicit ids)
 * and untranslated front matter as the source, so an anchor link works in each language. The blog
 * gets the same checks per post. `node scripts/check-docs.mjs [ids… | --blog]` runs a subset.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {analysePage, frontMatter, headingProblems, outlineDifferences, sectionOf} from '../../scripts/lib/docContent';
import {languageProblems} from '../../scripts/lib/localeLanguage';
import {DEFAULT_LOCALE, LOCALES} from '@interlinear/shared/locales';
import {docIds as allDocIds} from '../../scripts/lib/docIds';

const MIN_WORDS = 150;

/** Locales that must have every page: the source and the two written with it. */
const REQUIRED = new Set([DEFAULT_LOCALE, 'en', 'hi']);

/** Front-matter keys that are translated; every other key must be the same in every locale. */
const TRANSLATED_KEYS = new Set(['title', 'description', 'sidebar_label', 'translated_from']);

const root = path.resolve(__dirname, '../..');
const only = (process.env.CHECK_DOCS ?? '').split(/[\s,]+/).filter(Boolean);
const selected = (name: string) => only.length === 0 || only.includes(name);
const folderOf = (code: string) =>
  code === DEFAULT_LOCALE ? null : (LOCALES.find((l) => l.code === code)?.folder ?? code);

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
    const pages = LOCALES.map(({code}) => {
      const file = fileOf(folderOf(code));
      const source = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      return {
        code,
        file: path.relative(root, file),
        source,
        analysis: source === undefined ? undefined : analysePage(source, code),
      };
    });

    it('exists in the source and in the locales written with it', () => {
      expect(pages.filter((p) => REQUIRED.has(p.code) && !p.source).map((p) => p.file)).toEqual([]);
    });

    for (const {code, file, source, analysis} of pages) {
      if (!source || !analysis) continue;
      it(`${code}: has valid front matter with a title, and at least ${MIN_WORDS} words of prose`, () => {
        let fields: Record<string, unknown> = {};
        expect(() => (fields = frontMatter(source)), `${file}: front matter`).not.toThrow();
        expect(fields.title, `${file}: title`).toBeTruthy();
        expect(analysis.words, `${file}: words of prose`).toBeGreaterThanOrEqual(MIN_WORDS);
      });
      it(`${code}: is written in its own script and language`, () => {
        expect(languageProblems(code, analysis).map((p) => `${file}: ${p}`)).toEqual([]);
      });
      it(`${code}: every heading has its own explicit id`, () => {
        expect(headingProblems(analysis.headings).map((p) => `${file} ${p}`)).toEqual([]);
      });
    }

    const source = pages.find((p) => p.code === DEFAULT_LOCALE);
    for (const page of pages) {
      if (page === source || !source?.analysis || !source.source || !page.analysis || !page.source) continue;
      const [want, wantText] = [source.analysis, source.source];
      const [got, gotText] = [page.analysis, page.source];
      it(`${page.code}: same heading levels and ids as ${source.code}`, () => {
        expect(outlineDifferences(want.headings, got.headings).map((p) => `${page.file} ${p}`)).toEqual([]);
      });
      it(`${page.code}: same untranslated front matter as ${source.code}`, () => {
        const fixed = (text: string) =>
          Object.fromEntries(Object.entries(frontMatter(text)).filter(([key]) => !TRANSLATED_KEYS.has(key)));
        expect(fixed(gotText), page.file).toEqual(fixed(wantText));
      });
    }
  });
}

describe('the language check', () => {
  const english = readFileSync(docFile('en-US', 'usage'), 'utf8');
  const chinese = readFileSync(docFile(null, 'usage'), 'utf8');
  it('refuses a copy of the English page as any other Latin-script locale', () => {
    for (const code of ['de', 'es', 'fr', 'it', 'pt', 'pt-BR'])
      expect(languageProblems(code, analysePage(english, code)).join(' '), code).toMatch(/reads as en/);
    expect(languageProblems('en', analysePage(english, 'en'))).toEqual([]);
  });
  it('refuses English as Russian, Arabic, Korean or Japanese, and Chinese as Japanese', () => {
    for (const code of ['ru', 'ar', 'ko', 'ja'])
      expect(languageProblems(code, analysePage(english, code)).length, code).toBeGreaterThan(0);
    expect(languageProblems('ja', analysePage(chinese, 'ja')).join(' ')).toMatch(/kana/);
  });
  it('refuses Simplified Chinese as Traditional, and takes its OpenCC conversion', async () => {
    expect(languageProblems('zh-TW', analysePage(chinese, 'zh-TW')).join(' ')).toMatch(/Simplified characters/);
    const OpenCC = await import('opencc-js');
    const converted = OpenCC.Converter({from: 'cn', to: 'twp'})(chinese);
    expect(languageProblems('zh-TW', analysePage(converted, 'zh-TW'))).toEqual([]);
  });
});

/** Service pages whose prices are a third party's: Interlinear AI's own plans live on /pricing/. */
const DOC_IDS = allDocIds();
const PRICED_SERVICES = DOC_IDS.filter(
  (id) => id.startsWith('services/') && id !== 'services/index' && id !== 'services/ai',
);

const docIds = DOC_IDS.filter(selected);
if (docIds.length > 0)
  describe('docs content', () => {
    for (const id of docIds) checkPage(`doc ${id}`, (folder) => docFile(folder, id));

    for (const id of PRICED_SERVICES.filter(selected)) {
      it(`${id}: every locale's price section says when its figures were checked`, () => {
        for (const {code} of LOCALES) {
          const file = docFile(folderOf(code), id);
          if (!REQUIRED.has(code) && !existsSync(file)) continue;
          const pricing = existsSync(file) ? sectionOf(readFileSync(file, 'utf8'), 'pricing') : undefined;
          expect(pricing, `${path.relative(root, file)}: a "pricing" section`).toBeDefined();
          expect(pricing, `${path.relative(root, file)}: the year the prices were checked`).toMatch(/20\d\d/);
        }
      });
    }
  });

if (selected('--blog'))
  describe('blog content', () => {
    const posts = readdirSync(path.join(root, 'blog'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);

    it('has at least three posts', () => {
      expect(posts.length).toBeGreaterThanOrEqual(3);
    });
    for (const post of posts) checkPage(`post ${post}`, (folder) => postFile(folder, post));
  });
