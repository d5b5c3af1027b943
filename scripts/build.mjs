#!/usr/bin/env node
/**
 * Builds every locale (or those of SITE_LOCALES) in a few separate processes, a batch of locales
 * each, instead of one process for all fifteen. Docusaurus keeps memory from one locale to the
 * next within a process; batches keep the peak lower. A batch of two or more locales keeps each
 * locale at its own base URL (`/`, `/hi/`, …), exactly as one full build does.
 * Then every text file gets a gzipped copy beside it, for nginx (scripts/precompress.mjs).
 * Usage: node --import tsx scripts/build.mjs [--out-dir DIR]   (other arguments go to docusaurus build)
 */
import {spawnSync} from 'node:child_process';
import {precompressAndReport} from './precompress.mjs';
import {DEFAULT_LOCALE as DEFAULT_LOCALE_CODE, LOCALES} from '@interlinear/shared/locales';

const LOCALE_CODES = LOCALES.map((l) => l.code);

const BATCH = 5;
const wanted = (process.env.SITE_LOCALES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const locales = wanted.length ? LOCALE_CODES.filter((c) => wanted.includes(c)) : LOCALE_CODES;
// The default locale goes first, always (the configuration adds it to any SITE_LOCALES): it is
// built at the root of the output folder, and other locales' pages link to it.
const ordered = [DEFAULT_LOCALE_CODE, ...locales.filter((c) => c !== DEFAULT_LOCALE_CODE)];
const batches = [];
for (let i = 0; i < ordered.length; i += BATCH) batches.push(ordered.slice(i, i + BATCH));
// A lone locale would be built at the root; give it company so it keeps its own path.
if (batches.length > 1 && batches.at(-1).length === 1) batches.at(-1).unshift(batches.at(-2).pop());

for (const batch of batches) {
  const args = ['docusaurus', 'build', ...batch.flatMap((c) => ['--locale', c]), ...process.argv.slice(2)];
  const result = spawnSync('npx', args, {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const outIndex = process.argv.indexOf('--out-dir');
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : 'build';
await precompressAndReport(outDir);
