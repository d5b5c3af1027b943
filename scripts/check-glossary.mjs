#!/usr/bin/env node
/**
 * Runs the glossary check (src/site/docsGlossary.test.ts), for one locale or for all.
 * Usage: node scripts/check-glossary.mjs [locale]
 */
import {spawnSync} from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', 'src/site/docsGlossary.test.ts'], {
  stdio: 'inherit',
  env: {...process.env, CHECK_GLOSSARY: process.argv[2] ?? ''},
});
process.exit(result.status ?? 1);
