import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  pageFiles,
  pageOfSource,
  prepareLocaleContent,
  revisionOf,
  simplifiedCharacters,
  sourcePages,
  stamp,
} from './content';

let site: string;
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, rel)), {recursive: true});
  writeFileSync(path.join(site, rel), text);
};
const read = (rel: string) => readFileSync(path.join(site, rel), 'utf8');
const EN = 'i18n/en-US/docusaurus-plugin-content-docs/current';

beforeEach(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'i18n-content-'));
  write('docs/usage.md', '---\ntitle: 基础使用\n---\n\n打开网页后点击翻译按钮，软件会显示双语对照。\n');
  write('docs/faq.md', '---\ntitle: 常见问题\n---\n\n常见问题的解答。\n');
  write('docs/decisions/0001.md', '# 不是站点页面\n');
  write('docs/_partial.md', '片段\n');
  write(`${EN}/usage.md`, '---\ntitle: Basic usage\n---\n\nOpen a page and press the translate button.\n');
  write('blog/2025-01-01-hello/index.md', '---\ntitle: 你好\nauthors: [team]\n---\n\n正文。\n');
  write('blog/authors.yml', 'team:\n  name: 团队\n');
  write('i18n/en-US/docusaurus-plugin-content-blog/authors.yml', 'team:\n  name: The team\n');
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

describe('the content a locale is built from', () => {
  it('lists the source pages the plugins render: no decision records, no partials', () => {
    expect(sourcePages(site, 'docs')).toEqual(['faq.md', 'usage.md']);
    expect(sourcePages(site, 'blog')).toEqual(['2025-01-01-hello/index.md']);
  });

  it('knows a translation is outdated until it is stamped with the source revision, and again after the source changes', () => {
    expect(pageFiles(site, 'docs', 'usage.md')).toEqual({zh: 'current', en: 'outdated'});
    expect(stamp(site, 'en', 'docs', 'usage.md')).toBe('stamped');
    expect(read(`${EN}/usage.md`)).toContain(`translated_from: ${revisionOf(read('docs/usage.md'))}`);
    expect(stamp(site, 'en', 'docs', 'usage.md')).toBe('unchanged');
    expect(pageFiles(site, 'docs', 'usage.md')).toEqual({zh: 'current', en: 'current'});
    write('docs/usage.md', `${read('docs/usage.md')}\n新增的一段。\n`);
    expect(pageFiles(site, 'docs', 'usage.md')).toEqual({zh: 'current', en: 'outdated'});
  });

  it('gives German the English page where there is one, else the source; and the English authors', () => {
    const folders = prepareLocaleContent(site, 'de');
    expect(folders).toEqual({docs: '.i18n-content/de/docs', blog: '.i18n-content/de/blog'});
    expect(read('.i18n-content/de/docs/usage.md')).toContain('Basic usage');
    expect(read('.i18n-content/de/docs/faq.md')).toContain('常见问题');
    expect(read('.i18n-content/de/blog/authors.yml')).toContain('The team');
  });

  it('gives zh-TW the source converted to Traditional characters, with nothing Simplified left', () => {
    prepareLocaleContent(site, 'zh-TW');
    const converted = read('.i18n-content/zh-TW/docs/usage.md');
    expect(converted).toContain('基礎使用');
    expect(simplifiedCharacters(converted)).toEqual([]);
    expect(simplifiedCharacters(read('docs/usage.md')).length).toBeGreaterThan(0);
    expect(read('.i18n-content/zh-TW/blog/authors.yml')).toContain('團隊');
  });

  it('builds the default locale and zh-Hans from the source folders as they are', () => {
    expect(prepareLocaleContent(site, 'zh')).toEqual({docs: 'docs', blog: 'blog'});
    expect(prepareLocaleContent(site, 'zh-Hans')).toEqual({docs: 'docs', blog: 'blog'});
  });

  it('drops a generated page once the source no longer has it', () => {
    prepareLocaleContent(site, 'de');
    rmSync(path.join(site, 'docs/faq.md'));
    prepareLocaleContent(site, 'de');
    expect(() => read('.i18n-content/de/docs/faq.md')).toThrow();
  });

  it('names the page behind a route from any of its source files', () => {
    expect(pageOfSource(site, '@site/docs/services/deepL.md')).toEqual({kind: 'docs', rel: 'services/deepL.md'});
    expect(pageOfSource(site, '@site/i18n/hi-IN/docusaurus-plugin-content-docs/current/usage.md')).toEqual({
      kind: 'docs',
      rel: 'usage.md',
    });
    expect(pageOfSource(site, '.i18n-content/de/blog/2025-01-01-hello/index.md')).toEqual({
      kind: 'blog',
      rel: '2025-01-01-hello/index.md',
    });
    expect(pageOfSource(site, 'src/pages/pricing/index.tsx')).toBeUndefined();
  });
});
