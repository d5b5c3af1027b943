#!/usr/bin/env node
/**
 * Every string of the site is extracted and translated: `docusaurus write-translations` for each
 * locale must leave i18n/ exactly as committed. Exits 1, naming the changed files, when a string
 * is missing from a locale (the files are left changed, ready to be translated and committed).
 * Usage: node --import tsx scripts/check-extracted.mjs
 */
import {spawnSync} from 'node:child_process';
import {LOCALES} from '@interlinear/shared/locales';

const LOCALE_CODES = LOCALES.map((l) => l.code);

function changedFiles() {
  const r = spawnSync('git', ['status', '--porcelain', '--', 'i18n'], {encoding: 'utf8'});
  if (r.status !== 0) {
    console.error('This check needs a git checkout to compare i18n/ with.');
    process.exit(1);
  }
  return r.stdout.trim().split('\n').filter(Boolean);
}

const before = changedFiles();
if (before.length) {
  console.error(`i18n/ has uncommitted changes; commit them first:\n  ${before.join('\n  ')}`);
  process.exit(1);
}
for (const locale of LOCALE_CODES) {
  const r = spawnSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {encoding: 'utf8'});
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    process.exit(1);
  }
}
const after = changedFiles();
if (after.length) {
  console.error(`write-translations added strings the locales did not have:\n  ${after.join('\n  ')}`);
  process.exit(1);
}
console.log(`write-translations leaves i18n/ unchanged in all ${LOCALE_CODES.length} locales.`);
