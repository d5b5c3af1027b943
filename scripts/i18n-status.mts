#!/usr/bin/env node
/**
 * Translation status of the docs and blog, per locale: pages translated from the source's current
 * revision, outdated (the source changed since), and missing (shown by the locale's `untranslated`
 * rule: another language under a notice, or a conversion).
 *
 * Usage:
 *   npm run i18n:status                       the table
 *   npm run i18n:status -- --json             the same figures, and every page's state, as JSON
 *   npm run i18n:status -- --locale de        also list that locale's missing and outdated pages
 *   npm run i18n:stamp -- <locale> <file…>    record that these translations follow the source's
 *                                             current revision (after translating or reviewing them)
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  CONTENT_KINDS,
  localeFile,
  pageFiles,
  sourcePages,
  stamp,
  type ContentKind,
} from '../plugins/i18n-content/content';
import {DEFAULT_LOCALE, LOCALES, findLocale} from '@interlinear/shared/locales';
import {pageState, progressOf, type PageFiles} from '../src/lib/i18n/pageState';
import {percent} from '../src/lib/i18n/status';

const siteDir = path.resolve(import.meta.dirname, '..');
const {values, positionals} = parseArgs({
  options: {
    json: {type: 'boolean', default: false},
    locale: {type: 'string'},
    stamp: {type: 'boolean', default: false},
  },
  allowPositionals: true,
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (values.stamp) {
  const [locale, ...files] = positionals;
  const entry = locale ? findLocale(locale) : undefined;
  if (!entry || locale === DEFAULT_LOCALE)
    fail(
      `Name a translated locale first (one of ${LOCALES.filter((l) => l.code !== DEFAULT_LOCALE)
        .map((l) => l.code)
        .join(', ')}).`,
    );
  if (files.length === 0)
    fail('Name the translated files to stamp, e.g. i18n/de-DE/docusaurus-plugin-content-docs/current/usage.md');
  for (const file of files) {
    const relToSite = path.relative(siteDir, path.resolve(file)).split(path.sep).join('/');
    const match = CONTENT_KINDS.map((kind) => ({
      kind,
      rel: sourcePages(siteDir, kind).find(
        (rel) => path.resolve(localeFile(siteDir, entry.code, kind, rel)) === path.resolve(siteDir, relToSite),
      ),
    })).find((m) => m.rel);
    if (!match?.rel) fail(`${file} is not a ${entry.code} translation of a doc page or blog post`);
    console.log(`${stamp(siteDir, entry.code, match.kind, match.rel)}: ${relToSite}`);
  }
  process.exit(0);
}

const pages: {kind: ContentKind; rel: string; files: PageFiles}[] = CONTENT_KINDS.flatMap((kind) =>
  sourcePages(siteDir, kind).map((rel) => ({kind, rel, files: pageFiles(siteDir, kind, rel)})),
);
const rows = LOCALES.map((l) =>
  progressOf(
    l.code,
    pages.map((p) => p.files),
  ),
);

function shownBy(code: string): string {
  const rule = findLocale(code)?.untranslated;
  switch (rule?.kind) {
    case 'same-language':
      return `${rule.locale} as it is`;
    case 'converted':
      return `${rule.locale}, converted by OpenCC (${rule.opencc.from} → ${rule.opencc.to})`;
    case 'fallback':
      return [...rule.chain, DEFAULT_LOCALE].filter((c, i, all) => all.indexOf(c) === i).join(' → ');
    default:
      return '(the source)';
  }
}

if (values.json) {
  console.log(
    JSON.stringify(
      {
        pages: pages.length,
        locales: rows.map((row) => ({
          ...row,
          percent: percent(row.translated, row.total),
          untranslatedShows: shownBy(row.locale),
        })),
        states: Object.fromEntries(
          LOCALES.map((l) => [
            l.code,
            Object.fromEntries(pages.map((p) => [`${p.kind}/${p.rel}`, pageState(l.code, p.files)])),
          ]),
        ),
      },
      null,
      2,
    ),
  );
  process.exit(0);
}

const header = ['locale', 'translated', 'outdated', 'missing', 'done', 'a missing page shows'];
const table = rows.map((r) => [
  r.locale,
  String(r.translated),
  String(r.outdated),
  String(r.missing),
  `${percent(r.translated, r.total)} %`,
  shownBy(r.locale),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells
    .map((c, i) => (i > 0 && i < 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
    .join('  ')
    .trimEnd();
console.log(
  `${pages.length} pages (${pages.filter((p) => p.kind === 'docs').length} docs, ${pages.filter((p) => p.kind === 'blog').length} blog posts)\n`,
);
console.log(line(header));
for (const row of table) console.log(line(row));

if (values.locale) {
  const code = values.locale;
  if (!findLocale(code)) fail(`Unknown locale ${code}`);
  console.log(`\n${code}: pages to translate or update`);
  let any = false;
  for (const p of pages) {
    const state = pageState(code, p.files);
    if (state.kind === 'own' && !state.outdated) continue;
    any = true;
    const what =
      state.kind === 'own'
        ? 'outdated'
        : state.kind === 'fallback'
          ? `missing (shows ${state.shown})`
          : state.kind === 'converted'
            ? `missing (converted from ${state.from})`
            : `missing (shows ${state.shown})`;
    console.log(`  ${path.relative(siteDir, localeFile(siteDir, code, p.kind, p.rel))}  ${what}`);
  }
  if (!any) console.log('  none: every page is translated and up to date');
}
