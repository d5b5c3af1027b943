#!/usr/bin/env node
/**
 * Lists, per locale, the translation entries that are still in the source language: the site's
 * own strings equal to the Chinese defaults or missing from the locale, theme strings equal to the
 * theme's English base, and navbar/footer/docs/blog entries equal to their Chinese default.
 * Exits 1 when any are left. Usage: node scripts/untranslated.mjs [locale-folder …]
 */
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import path from 'node:path';

const base = {};
const baseDir = 'node_modules/@docusaurus/theme-translations/locales/base';
for (const f of readdirSync(baseDir)) Object.assign(base, JSON.parse(readFileSync(path.join(baseDir, f), 'utf8')));

const source = JSON.parse(readFileSync('i18n/zh/code.json', 'utf8'));
const han = /[\u4e00-\u9fff]/;
// Words that are the same in every language: brand and product names.
const SAME_EVERYWHERE = new Set([
  'Premium',
  'X',
  'YouTube',
  'Telegram',
  'Discord',
  'PDF Pro',
  'Interlinear',
  '{product} AI',
  'JS SDK',
]);

const folders = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync('i18n');
const CHINESE = new Set(['zh', 'zh-Hans', 'zh-TW']);
// Japanese is written with kanji: only an unchanged Chinese message counts as untranslated there.
const KANJI = new Set(['ja-JP']);
let total = 0;
for (const folder of folders) {
  const left = [];
  const code = JSON.parse(readFileSync(`i18n/${folder}/code.json`, 'utf8'));
  // An id the locale lacks falls back to the Chinese default on its pages.
  for (const id of Object.keys(source)) if (!(id in code)) left.push(`code.json ${id} (missing)`);
  for (const [id, {message}] of Object.entries(code)) {
    if (SAME_EVERYWHERE.has(message)) continue;
    if (id.startsWith('theme.')) {
      const words = message.replace(/\{\w+\}/g, '');
      if (folder !== 'en-US' && base[id] === message && /[a-z]{3}/.test(words)) left.push(`code.json ${id}`);
    } else if (!CHINESE.has(folder) && (message === source[id]?.message || (!KANJI.has(folder) && han.test(message)))) {
      left.push(`code.json ${id}`);
    }
  }
  if (!CHINESE.has(folder)) {
    for (const file of [
      'docusaurus-theme-classic/navbar.json',
      'docusaurus-theme-classic/footer.json',
      'docusaurus-plugin-content-docs/current.json',
      'docusaurus-plugin-content-blog/options.json',
    ]) {
      const full = `i18n/${folder}/${file}`;
      if (!existsSync(full)) continue;
      for (const [id, {message}] of Object.entries(JSON.parse(readFileSync(full, 'utf8')))) {
        const chinese = KANJI.has(folder) ? false : han.test(message);
        if (chinese || (message === 'Next' && folder !== 'en-US')) left.push(`${file} ${id}`);
      }
    }
  }
  total += left.length;
  if (left.length) console.log(`${folder}: ${left.length} untranslated\n  ${left.join('\n  ')}`);
}
if (total) process.exit(1);
console.log('Every locale is fully translated.');
