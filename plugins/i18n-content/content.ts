/**
 * The docs and blog each locale is built from. The default locale's `docs/` and `blog/` are the
 * source; a locale's own translations live where Docusaurus looks for them
 * (`i18n/<folder>/docusaurus-plugin-content-docs/current/…`, `…-blog/…`). For a page a locale has
 * not translated, Docusaurus would show the source (Chinese); instead, each locale is built from a
 * generated folder (`.i18n-content/<locale>/`) that holds, for every page, what its
 * `untranslated` rule says: the first file along its fallback chain, or the source converted by
 * OpenCC. Its own files still come from `i18n/`, which Docusaurus reads first.
 *
 * Each translation records the revision of the source it was translated from (front-matter key
 * `translated_from`, written by `npm run i18n:stamp`), so a later change of the source marks it
 * outdated.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as OpenCC from 'opencc-js';
import {DEFAULT_LOCALE, LOCALES, findLocale} from '@interlinear/shared/locales';
import {pageState, type PageFiles} from '../../src/lib/i18n/pageState';
import {frontMatter} from '../../scripts/lib/docContent';

export type ContentKind = 'docs' | 'blog';
export const CONTENT_KINDS: readonly ContentKind[] = ['docs', 'blog'];

export const STAMP_KEY = 'translated_from';
/**
 * The folder of the translations, `i18n` unless SITE_I18N_DIR names another (the tests build from
 * a copy with a fixture in it); docusaurus.config.ts gives Docusaurus the same folder.
 */
export const I18N_DIR = process.env.SITE_I18N_DIR || 'i18n';
/** Where the generated per-locale folders go (ignored by git). */
export const GENERATED_DIR = '.i18n-content';

const SOURCE_DIR: Record<ContentKind, string> = {docs: 'docs', blog: 'blog'};
const LOCALIZED_DIR: Record<ContentKind, string> = {
  docs: 'docusaurus-plugin-content-docs/current',
  blog: 'docusaurus-plugin-content-blog',
};
/** Files beside the posts that a locale may translate as well. */
const BLOG_DATA = ['authors.yml', 'tags.yml'];

/** A short digest of a source file's text: what a translation records as its source revision. */
export function revisionOf(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12);
}

function walk(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
  });
}

/** The pages of the source, as paths relative to its folder: what the docs and blog plugins render. */
export function sourcePages(siteDir: string, kind: ContentKind): string[] {
  const files = walk(path.join(siteDir, SOURCE_DIR[kind])).filter((rel) => /\.mdx?$/.test(rel));
  if (kind === 'blog') return files.filter((rel) => /^[^/]+\/index\.mdx?$/.test(rel)).sort();
  // As the docs plugin is configured: no decision records, no partials.
  return files
    .filter((rel) => !rel.startsWith('decisions/') && !rel.split('/').some((part) => part.startsWith('_')))
    .sort();
}

/** A locale's file of a page (for the default locale, the source), whether or not it exists. */
export function localeFile(siteDir: string, locale: string, kind: ContentKind, rel: string): string {
  if (locale === DEFAULT_LOCALE) return path.join(siteDir, SOURCE_DIR[kind], rel);
  const folder = findLocale(locale)?.folder ?? locale;
  return path.resolve(siteDir, I18N_DIR, folder, LOCALIZED_DIR[kind], rel);
}

/**
 * The folders a locale's pages of one kind are read from, most preferred first: its own
 * translations, then the folder its plugin is configured with (`built`, from prepareLocaleContent).
 */
export function contentRoots(siteDir: string, locale: string, kind: ContentKind, built: string): string[] {
  const folder = findLocale(locale)?.folder ?? locale;
  return [path.resolve(siteDir, I18N_DIR, folder, LOCALIZED_DIR[kind]), path.resolve(siteDir, built)];
}

/** Which locales have a file of their own for the page, and whether it follows the source's revision. */
export function pageFiles(siteDir: string, kind: ContentKind, rel: string): PageFiles {
  const revision = revisionOf(readFileSync(localeFile(siteDir, DEFAULT_LOCALE, kind, rel), 'utf8'));
  const files: Record<string, 'current' | 'outdated'> = {[DEFAULT_LOCALE]: 'current'};
  for (const {code} of LOCALES) {
    if (code === DEFAULT_LOCALE) continue;
    const file = localeFile(siteDir, code, kind, rel);
    if (!existsSync(file)) continue;
    let stamp: unknown;
    try {
      stamp = frontMatter(readFileSync(file, 'utf8'))[STAMP_KEY];
    } catch {
      stamp = undefined;
    }
    files[code] = stamp === revision ? 'current' : 'outdated';
  }
  return files;
}

/**
 * Which page a built route shows, from its source file (`@site/…` or relative to the site): the
 * plugin (docs or blog) and the page's path in that plugin's folders; undefined for any other file.
 */
export function pageOfSource(siteDir: string, sourceFilePath: string): {kind: ContentKind; rel: string} | undefined {
  const i18nDir = path.relative(siteDir, path.resolve(siteDir, I18N_DIR)).split(path.sep).join('/');
  const normalized = sourceFilePath
    .replace(/^@site\//, '')
    .split(path.sep)
    .join('/');
  for (const kind of CONTENT_KINDS) {
    const prefixes = [
      `${SOURCE_DIR[kind]}/`,
      ...LOCALES.map((l) => `${i18nDir}/${l.folder}/${LOCALIZED_DIR[kind]}/`),
      ...LOCALES.map((l) => `${GENERATED_DIR}/${l.code}/${kind}/`),
    ];
    const prefix = prefixes.find((p) => normalized.startsWith(p));
    if (prefix) return {kind, rel: normalized.slice(prefix.length)};
  }
  return undefined;
}

/** Records in a translation's front matter that it follows the source's current revision. */
export function stamp(siteDir: string, locale: string, kind: ContentKind, rel: string): 'stamped' | 'unchanged' {
  const file = localeFile(siteDir, locale, kind, rel);
  const revision = revisionOf(readFileSync(localeFile(siteDir, DEFAULT_LOCALE, kind, rel), 'utf8'));
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match?.[1])
    throw new Error(`${path.relative(siteDir, file)} has no front matter to record its source revision in`);
  const kept = match[1].split('\n').filter((line) => !line.startsWith(`${STAMP_KEY}:`));
  const next = `---\n${[...kept, `${STAMP_KEY}: ${revision}`].join('\n')}\n---\n${text.slice(match[0].length)}`;
  if (next === text) return 'unchanged';
  writeFileSync(file, next);
  return 'stamped';
}

const converters = new Map<string, (text: string) => string>();
function converter(opencc: {readonly from: 'cn'; readonly to: 'twp' | 'tw'}): (text: string) => string {
  const key = `${opencc.from}>${opencc.to}`;
  let convert = converters.get(key);
  if (!convert) {
    convert = OpenCC.Converter({from: opencc.from, to: opencc.to});
    converters.set(key, convert);
  }
  return convert;
}

function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
}

/** The text a locale's generated folder holds for one file of the source. */
function generatedText(siteDir: string, locale: string, kind: ContentKind, rel: string, isPage: boolean): string {
  const source = readFileSync(localeFile(siteDir, DEFAULT_LOCALE, kind, rel), 'utf8');
  const rule = findLocale(locale)?.untranslated;
  if (rule?.kind === 'converted') return converter(rule.opencc)(source);
  if (rule?.kind !== 'fallback') return source;
  const shown = isPage
    ? pageState(locale, pageFiles(siteDir, kind, rel))
    : {
        kind: 'fallback' as const,
        shown: rule.chain.find((code) => existsSync(localeFile(siteDir, code, kind, rel))) ?? DEFAULT_LOCALE,
      };
  return shown.kind === 'fallback' ? readFileSync(localeFile(siteDir, shown.shown, kind, rel), 'utf8') : source;
}

/**
 * Writes the locale's generated docs and blog folders and answers the folders (relative to the
 * site) its docs and blog plugins read. The default locale and a same-language locale read the
 * source folders as they are.
 */
export function prepareLocaleContent(siteDir: string, locale: string): Record<ContentKind, string> {
  const rule = findLocale(locale)?.untranslated;
  if (!rule || rule.kind === 'original' || rule.kind === 'same-language')
    return {docs: SOURCE_DIR.docs, blog: SOURCE_DIR.blog};
  const folders = {} as Record<ContentKind, string>;
  for (const kind of CONTENT_KINDS) {
    const relDir = `${GENERATED_DIR}/${locale}/${kind}`;
    const dir = path.join(siteDir, relDir);
    const pages = sourcePages(siteDir, kind);
    const data =
      kind === 'blog' ? BLOG_DATA.filter((name) => existsSync(localeFile(siteDir, DEFAULT_LOCALE, kind, name))) : [];
    const wanted = new Set([...pages, ...data]);
    for (const rel of pages) writeIfChanged(path.join(dir, rel), generatedText(siteDir, locale, kind, rel, true));
    for (const rel of data) writeIfChanged(path.join(dir, rel), generatedText(siteDir, locale, kind, rel, false));
    // Pages since removed from the source go from the generated folder too.
    for (const rel of walk(dir)) if (!wanted.has(rel)) rmSync(path.join(dir, rel));
    folders[kind] = relDir;
  }
  return folders;
}

/**
 * The Simplified-only characters left in a text meant to be Traditional Chinese: those that the
 * character-level conversion (without phrases) would still change.
 */
export function simplifiedCharacters(text: string): string[] {
  const convert = converter({from: 'cn', to: 'tw'});
  const before = [...text];
  const after = [...convert(text)];
  if (before.length !== after.length) return before.filter((char) => convert(char) !== char);
  return [...new Set(before.filter((char, i) => after[i] !== char))];
}
