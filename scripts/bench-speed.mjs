#!/usr/bin/env node
/**
 * What each page-speed trick (plugins/page-speed) saves: the Hindi site is built once with every
 * trick on and once with each trick off (SITE_SPEED_OFF), each build is served by nginx with the
 * production rules, and Lighthouse (mobile settings, a fresh browser per run) measures a doc page
 * and the home page of every build, the builds interleaved run by run so that the machine's load
 * falls on all of them alike. Prints medians and each trick's difference from "all on"; asserts
 * nothing. The figures go into plugins/page-speed/README.md.
 * Usage: npm run bench:speed   [-- --runs 3 --only preact,paint --pages /docs/usage/,/ --reuse]
 *   --reuse keeps the builds of an earlier run (in $TMPDIR/interlinear-speed/).
 *   --compare name=dir (repeatable) measures another Hindi build in the same runs, for example the
 *   site before a change: `npx docusaurus build --locale hi --out-dir <dir>` at that commit.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {SPEED_TRICKS} from '@interlinear/shared/env';
import {ensureNginx, FOREGROUND, prepare} from './nginx.mjs';
import {measurePage, medians, waitForServer} from './lib/lighthouse.mjs';

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    only: {type: 'string'},
    pages: {type: 'string', default: '/docs/usage/,/'},
    reuse: {type: 'boolean', default: false},
    compare: {type: 'string', multiple: true, default: []},
  },
});
const RUNS = Number(values.runs);
const tricks = values.only ? values.only.split(',') : [...SPEED_TRICKS];
for (const trick of tricks)
  if (!SPEED_TRICKS.includes(trick)) throw new Error(`Unknown trick "${trick}"; one of ${SPEED_TRICKS.join(', ')}`);
const variants = [{name: 'all on', off: ''}, ...tricks.map((trick) => ({name: `${trick} off`, off: trick}))];
const compared = values.compare.map((entry) => {
  const [name = '', dir = ''] = entry.split('=');
  if (!name || !existsSync(path.join(dir, 'index.html')))
    throw new Error(`--compare ${entry}: expected name=dir of a build`);
  return {name, dir, off: ''};
});
const pages = values.pages.split(',');
const ROOT = path.join(tmpdir(), 'interlinear-speed');
const LOCALE = 'hi';

/** Builds the Hindi site alone (a lone locale is built at the root of its folder). */
function build(variant, dir) {
  if (values.reuse && existsSync(path.join(dir, 'index.html'))) return;
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  console.log(`building ${variant.name}…`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--locale', LOCALE, '--out-dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // The bundler's persistent cache does not see a change of SITE_SPEED_OFF (its key is the
    // config file and the theme aliases), so every variant builds without it.
    env: {...process.env, SITE_SPEED_OFF: variant.off, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
  });
  if (result.status !== 0) throw new Error(`The build with ${variant.name} failed`);
}

/** Gzipped bytes of every script of the build: what a visitor could ever download. */
function scriptBytes(dir) {
  let total = 0;
  for (const name of readdirSync(dir, {recursive: true})) {
    const file = path.join(dir, name);
    if (name.endsWith('.js') && statSync(file).isFile()) total += gzipSync(readFileSync(file)).length;
  }
  return total;
}

const nginx = ensureNginx();
const servers = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
try {
  for (const variant of variants) {
    variant.dir = path.join(ROOT, variant.off || 'none');
    build(variant, variant.dir);
  }
  variants.push(...compared);
  variants.forEach((variant, i) => {
    variant.bundle = scriptBytes(path.join(variant.dir, 'assets'));
    variant.port = 4400 + i;
  });
  for (const variant of variants) {
    const {args} = prepare({dir: variant.dir, host: '127.0.0.1', port: String(variant.port)});
    servers.push(spawn(nginx, [...args, ...FOREGROUND], {stdio: 'inherit'}));
    await waitForServer(`http://127.0.0.1:${variant.port}/`);
  }
  const runs = new Map(variants.flatMap((v) => pages.map((p) => [`${v.name} ${p}`, []])));
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`run ${run} of ${RUNS}`);
    for (const page of pages) {
      for (const variant of variants)
        runs.get(`${variant.name} ${page}`).push(await measurePage(`http://127.0.0.1:${variant.port}${page}`));
    }
  }
  console.log(
    `\nHindi build, Lighthouse mobile settings, medians of ${RUNS} interleaved runs, a fresh browser each; Δ against "all on".`,
  );
  console.log('scripts = every script of the build, gzipped.\n');
  for (const page of pages) {
    const base = medians(runs.get(`all on ${page}`));
    console.log(`/${LOCALE}${page}`);
    for (const variant of variants) {
      const m = medians(runs.get(`${variant.name} ${page}`));
      const delta = (value, baseValue, format) =>
        variant !== variants[0] ? ` (${value - baseValue >= 0 ? '+' : ''}${format(value - baseValue)})` : '';
      console.log(
        `  ${variant.name.padEnd(17)} score ${m.score.toFixed(2)}  TBT ${Math.round(m.tbt)} ms${delta(m.tbt, base.tbt, Math.round)}  LCP ${(m.lcp / 1000).toFixed(2)} s${delta(m.lcp, base.lcp, (d) => (d / 1000).toFixed(2))}  JS ${kb(m.js)}${delta(m.js, base.js, kb)}  total ${kb(m.total)}${delta(m.total, base.total, kb)}`,
      );
    }
  }
  console.log('\nscripts of the build');
  for (const variant of variants)
    console.log(
      `  ${variant.name.padEnd(17)} ${kb(variant.bundle)}${variant !== variants[0] ? ` (${variant.bundle - variants[0].bundle >= 0 ? '+' : ''}${kb(variant.bundle - variants[0].bundle)})` : ''}`,
    );
} finally {
  for (const server of servers) server.kill('SIGQUIT');
}
