#!/usr/bin/env node
/**
 * Runs the content check (src/site/docsContent.test.ts) for some pages only.
 * Usage: node scripts/check-docs.mjs [doc-id …] [--blog]   (no argument: every doc and post)
 */
import {spawnSync} from 'node:child_process';

const only = process.argv.slice(2).join(' ');
const result = spawnSync('npx', ['vitest', 'run', 'src/site/docsContent.test.ts'], {
  stdio: 'inherit',
  env: {...process.env, CHECK_DOCS: only},
});
process.exit(result.status ?? 1);
