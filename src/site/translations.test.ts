import {readFileSync, existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {LOCALES} from './locales';

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

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

describe('translations', () => {
  for (const file of FILES) {
    const source = read('zh', file);
    for (const locale of LOCALES) {
      it(`${locale.folder}/${file} has exactly the source ids and keeps every placeholder`, () => {
        expect(existsSync(`i18n/${locale.folder}/${file}`)).toBe(true);
        const target = read(locale.folder, file);
        expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort());
        for (const [id, {message}] of Object.entries(target)) {
          expect(message.trim(), id).not.toBe('');
          if (!id.startsWith('theme.')) expect(placeholders(message), id).toEqual(placeholders(source[id]!.message));
        }
      });
    }
  }
});
