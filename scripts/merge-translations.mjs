#!/usr/bin/env node
/**
 * Adds or updates translations in a locale's code.json from flat JSON files of {"id": "message"}.
 * Ids must already exist in the default locale (run `npm run write-translations -- --locale zh`
 * first); their descriptions are copied from there. Existing entries keep their place.
 * Usage: node scripts/merge-translations.mjs <locale-folder> <messages.json> [more.json …]
 */
import {readFileSync, writeFileSync} from 'node:fs';

const [folder, ...files] = process.argv.slice(2);
if (!folder || files.length === 0) {
  console.error('Usage: node scripts/merge-translations.mjs <locale-folder> <messages.json> [more.json …]');
  process.exit(2);
}
const source = JSON.parse(readFileSync('i18n/zh/code.json', 'utf8'));
const target = `i18n/${folder}/code.json`;
const code = JSON.parse(readFileSync(target, 'utf8'));
let added = 0;
for (const file of files) {
  for (const [id, message] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
    if (!(id in source)) {
      console.error(`${file}: "${id}" is not a source id; run write-translations for zh first`);
      process.exit(1);
    }
    if (typeof message !== 'string' || !message.trim()) {
      console.error(`${file}: "${id}" has no message`);
      process.exit(1);
    }
    if (!(id in code)) added += 1;
    code[id] = {message, description: source[id].description};
  }
}
writeFileSync(target, `${JSON.stringify(code, null, 2)}\n`);
console.log(`${target}: ${added} added, ${Object.keys(code).length} in all`);
