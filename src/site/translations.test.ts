import {readFileSync, readdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LOCALES} from '@interlinear/shared/locales';

const FILES = [
  'code.json',
  'docusaurus-theme-classic/navbar.json',
  'docusaurus-theme-classic/footer.json',
  'docusaurus-plugin-content-docs/current.json',
  'docusaurus-plugin-content-blog/options.json',
];

function read(folder: string, file: string): Record<string, {message: string}> {
  return JSON.parse(readFileSync(`i18n/${folder}/${file}`, 'utf8'));
}

/** The distinct placeholders of a message (plural forms repeat them). */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

/** How many plural forms Docusaurus expects in a locale: one per plural category. */
function pluralForms(htmlLang: string): number {
  return new Intl.PluralRules(htmlLang).resolvedOptions().pluralCategories.length;
}

/** Every literal translation id in the site's source code. */
function idsInSource(): string[] {
  const ids = new Set<string>();
  const files = (readdirSync('src', {recursive: true}) as string[]).filter(
    (f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'),
  );
  for (const file of files) {
    const text = readFileSync(path.join('src', file), 'utf8');
    for (const match of text.matchAll(/\bid[:=]\s*\{?['"]([\w.-]+)['"]/g)) {
      if (/^(marketing|pages|layout)\./.test(match[1]!)) ids.add(match[1]!);
    }
  }
  return [...ids].sort();
}

describe('translations', () => {
  it('every id the source code uses is in every locale', () => {
    const used = idsInSource();
    expect(used.length).toBeGreaterThan(50);
    for (const {folder} of LOCALES) {
      const known = read(folder, 'code.json');
      expect(
        used.filter((id) => !(id in known)),
        folder,
      ).toEqual([]);
    }
  });

  for (const file of FILES) {
    const source = read('zh', file);
    for (const locale of LOCALES) {
      it(`${locale.folder}/${file} has the source ids and keeps every placeholder`, () => {
        expect(existsSync(`i18n/${locale.folder}/${file}`)).toBe(true);
        const target = read(locale.folder, file);
        expect(
          Object.keys(target).filter((id) => !(id in source)),
          'ids the source does not have',
        ).toEqual([]);
        expect(
          Object.keys(source).filter((id) => !(id in target)),
          'missing ids',
        ).toEqual([]);
        for (const [id, {message}] of Object.entries(target)) {
          expect(message.trim(), id).not.toBe('');
          if (id.startsWith('theme.')) continue;
          expect(placeholders(message), id).toEqual(placeholders(source[id]!.message));
          if (source[id]!.message.includes('|'))
            expect(message.split('|'), `${id}: plural forms`).toHaveLength(pluralForms(locale.htmlLang));
        }
      });
    }
  }
});
