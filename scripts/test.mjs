#!/usr/bin/env node
/**
 * The whole test suite, in order: type check, lint, unit tests, translation completeness, a
 * production build of every locale, then the browser tests against that build. Stops at the first
 * failing step. Set SKIP_BUILD=1 to reuse an existing build/ while iterating on browser tests.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {ensureChromium} from './chromium.mjs';

const VARIANT_ENV = {SITE_COLOR_MODE: 'fixed-light', SITE_BASE_URL_BANNER: 'true'};

const steps = [
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  ['unit tests', 'npx', ['vitest', 'run']],
  ['translations', 'node', ['scripts/untranslated.mjs']],
  ...(process.env.SKIP_BUILD && existsSync('build/index.html') && existsSync('build-variant/site/index.html')
    ? []
    : [
        ['build, all locales', 'npx', ['docusaurus', 'build']],
        // The settings variant the browser tests also check: fixed light mode, base-URL banner on.
        ['build, settings variant (hi)', 'npx', ['docusaurus', 'build', '--locale', 'hi', '--out-dir', 'build-variant/site'], VARIANT_ENV],
      ]),
  ['browser tests', 'npx', ['playwright', 'test']],
];

ensureChromium();
const started = Date.now();
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
