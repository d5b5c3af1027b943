/**
 * The glossary check: each locale's glossary (`glossary/<locale>.json`, see scripts/lib/glossary.ts)
 * is well formed and spells site labels as the site's UI strings do, and every doc page and blog post
 * the locale has uses none of the forms its glossary rejects and keeps every untranslated name its
 * English page uses. `node scripts/check-glossary.mjs <locale>` runs it for one locale.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LOCALES} from '@interlinear/shared/locales';
import {CONTENT_KINDS, localeFile, sourcePages} from '../../plugins/i18n-content/content';
import {proseOf} from '../../scripts/lib/docContent';
import {avoidedForms, droppedNames, labelMismatches, parseGlossary} from '../../scripts/lib/glossary';

/** Locales whose docs are written by their own writers: each keeps a glossary. */
const WITH_GLOSSARY = ['de', 'es', 'fr', 'it', 'pt', 'pt-BR', 'ru', 'ar', 'ja', 'ko', 'zh-TW'];

const root = path.resolve(__dirname, '../..');
const glossaryDir = path.join(root, 'glossary');
const only = process.env.CHECK_GLOSSARY;
const locales = readdirSync(glossaryDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .filter((code) => !only || code === only);

it.skipIf(Boolean(only))('every locale with its own writers has a glossary, and every glossary a locale', () => {
  const codes = LOCALES.map((l) => l.code);
  expect(WITH_GLOSSARY.filter((code) => !existsSync(path.join(glossaryDir, `${code}.json`)))).toEqual([]);
  expect(locales.filter((code) => !codes.includes(code))).toEqual([]);
});

/** A site UI string of the locale: `code.json`, or the theme's `navbar.json` / `footer.json`. */
function uiMessages(folder: string) {
  const files: Record<string, string> = {
    'code.json': path.join(root, 'i18n', folder, 'code.json'),
    'navbar.json': path.join(root, 'i18n', folder, 'docusaurus-theme-classic/navbar.json'),
    'footer.json': path.join(root, 'i18n', folder, 'docusaurus-theme-classic/footer.json'),
  };
  const cache = new Map<string, Record<string, {message: string}>>();
  return (file: string, id: string): string | undefined => {
    const at = files[file];
    if (!at || !existsSync(at)) return undefined;
    if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(at, 'utf8')) as Record<string, {message: string}>);
    return cache.get(file)?.[id]?.message;
  };
}

/** The prose of each English page, read once for all the locales compared with it. */
const englishProse = new Map<string, string>();
function englishProseOf(kind: (typeof CONTENT_KINDS)[number], rel: string): string {
  const key = `${kind}/${rel}`;
  if (!englishProse.has(key)) {
    const file = localeFile(root, 'en', kind, rel);
    englishProse.set(key, existsSync(file) ? proseOf(readFileSync(file, 'utf8')) : '');
  }
  return englishProse.get(key)!;
}

for (const code of locales) {
  describe(`${code} glossary`, () => {
    const entry = LOCALES.find((l) => l.code === code);
    const glossary = parseGlossary(JSON.parse(readFileSync(path.join(glossaryDir, `${code}.json`), 'utf8')));

    it('names its own locale, and spells site labels as the site does', () => {
      expect(glossary.locale).toBe(code);
      expect(labelMismatches(glossary, uiMessages(entry?.folder ?? code))).toEqual([]);
    });

    for (const kind of CONTENT_KINDS) {
      const pages = sourcePages(root, kind)
        .map((rel) => ({rel, file: localeFile(root, code, kind, rel)}))
        .filter((page) => existsSync(page.file));
      it(`its ${kind} pages use no form it rejects and keep the names their English pages use`, () => {
        const problems = pages.flatMap(({rel, file}) => {
          const prose = proseOf(readFileSync(file, 'utf8'));
          return [
            ...avoidedForms(prose, glossary),
            ...droppedNames(englishProseOf(kind, rel), prose, glossary).map(
              (name) => `"${name}" is missing (the English page has it)`,
            ),
          ].map((problem) => `${kind}/${rel}: ${problem}`);
        });
        expect(problems).toEqual([]);
      });
    }
  });
}
