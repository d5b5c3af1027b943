#!/usr/bin/env node
/**
 * The whole test suite, in order: type check, lint, formatting, unit and component tests, the API
 * server's tests against SQLite and a PostgreSQL it starts, translation completeness, a production
 * build of every locale, the checks over that build (search relevance, the nginx config's CSP,
 * links), then the browser tests against it (nginx's rules among them). Stops at the first failing
 * step. Set SKIP_BUILD=1 to reuse an existing build/ while iterating on browser tests.
 */
import {spawn} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {ensureChromium, ensureReaderFonts} from './chromium.mjs';
import {ensureNginx} from './nginx.mjs';

const MAIN_PORT = Number(process.env.E2E_PORT ?? 4173);
// The settings variant: fixed light mode, the base-URL banner, and hosted search pointed at the
// fake hosts the browser tests start (tests/e2e/ports.ts: a failing, a hanging and a good one).
const VARIANT_ENV = {
  SITE_COLOR_MODE: 'fixed-light',
  SITE_BASE_URL_BANNER: 'true',
  SITE_SEARCH_BACKEND: 'algolia',
  SITE_ALGOLIA_APP_ID: 'TESTAPP',
  SITE_ALGOLIA_API_KEY: 'search-only-key',
  SITE_ALGOLIA_INDEX_NAME: 'interlinear_docs',
  SITE_ALGOLIA_HOSTS: [10, 11, 12].map((offset) => `http://127.0.0.1:${MAIN_PORT + offset}`).join(','),
  SITE_SEARCH_INSIGHTS: 'true',
  // Translations with one outdated page (tests/fixtures/outdated-translation.mjs).
  SITE_I18N_DIR: 'build-variant/i18n',
};

const steps = [
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['type check, API server', 'npx', ['tsc', '-p', 'server/tsconfig.json']],
  ['lint', 'npx', ['eslint', '.']],
  ['formatting (npm run format fixes it)', 'npx', ['prettier', '--check', '.']],
  ['unit and component tests', 'npx', ['vitest', 'run']],
  ['API server on SQLite and PostgreSQL (races, durability, bad input)', 'npm', ['test', '--workspace', 'server']],
  ['translations', 'node', ['scripts/untranslated.mjs']],
  [
    'every string extracted (write-translations changes nothing)',
    'node',
    ['--import', 'tsx', 'scripts/check-extracted.mjs'],
  ],
  ...(process.env.SKIP_BUILD && existsSync('build/index.html') && existsSync('build-variant/site/index.html')
    ? []
    : [
        ['build, all locales', 'node', ['--import', 'tsx', 'scripts/build.mjs'], {}, {bundler: true}],
        [
          'translations of the settings variant, one of them outdated',
          'node',
          ['tests/fixtures/outdated-translation.mjs', 'build-variant/i18n'],
        ],
        [
          'build, settings variant (hi)',
          'npx',
          ['docusaurus', 'build', '--locale', 'hi', '--out-dir', 'build-variant/site'],
          VARIANT_ENV,
          {bundler: true},
        ],
      ]),
  ['search relevance (top 5, at least 90 %)', 'npx', ['tsx', 'scripts/search-relevance.mts', '--check']],
  ['content security policy of the nginx config matches the build', 'npx', ['tsx', 'scripts/csp.mts']],
  [
    'internal links and anchors, and no Markdown shown as text, every locale',
    'npx',
    ['tsx', 'scripts/check-links.mts'],
  ],
  ['browser tests', 'npx', ['playwright', 'test']],
];

/**
 * The bundler's persistent cache (node_modules/.cache/rspack) has been seen to leave a build
 * waiting forever, with no output and no CPU, after many interrupted builds. A bundling step that
 * prints nothing for this long is stopped and run once more on a fresh cache.
 */
const SILENT_BUILD_LIMIT_MS = 5 * 60 * 1000;
const BUNDLER_CACHE = 'node_modules/.cache/rspack';

let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) process.kill(-current.pid, 'SIGKILL');
    process.exit(130);
  });
}

/** Runs a command with inherited output; resolves to its exit code, or 'silent' when it stalled. */
function run(command, args, env, silenceLimit) {
  return new Promise((resolve) => {
    // Its own process group, so a stalled build is stopped with every process it started.
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: {...process.env, ...env},
      detached: true,
    });
    current = child;
    let timer;
    let done = false;
    const finish = (status) => {
      done = true;
      clearTimeout(timer);
      resolve(status);
    };
    const arm = () => {
      clearTimeout(timer);
      if (silenceLimit && !done) {
        timer = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
          finish('silent');
        }, silenceLimit);
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      arm();
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      arm();
    });
    child.on('close', (code) => {
      if (!done) finish(code ?? 1);
    });
    arm();
  });
}

ensureChromium();
ensureReaderFonts();
ensureNginx();
const started = Date.now();
for (const [name, command, args, env = {}, {bundler = false} = {}] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  let status = await run(command, args, env, bundler ? SILENT_BUILD_LIMIT_MS : 0);
  if (status === 'silent') {
    console.error(
      `\n=== ${name} printed nothing for ${SILENT_BUILD_LIMIT_MS / 60000} minutes; clearing ${BUNDLER_CACHE} and trying once more`,
    );
    rmSync(BUNDLER_CACHE, {recursive: true, force: true});
    status = await run(command, args, env, SILENT_BUILD_LIMIT_MS);
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n=== ${name} ${status === 'silent' ? 'stalled again' : 'failed'} after ${seconds} s`);
    process.exit(typeof status === 'number' ? status : 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
