#!/usr/bin/env node
/**
 * Performance budget of the production build behind nginx (deploy/nginx/interlinear.conf, gzip
 * and caching as in production): Lighthouse with Debian's Chromium, mobile settings (a mid-range
 * phone on a slow 4G connection, simulated), three runs per page, each in a fresh browser (a
 * first visit), medians printed. Pages: home,
 * download, pricing and a doc page, in hi and ar.
 * Targets: performance ≥ 0.97, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 150 ms, JavaScript ≤ 150 KB gzipped
 * on a doc page, total transfer ≤ 250 KB. Exits 1 when a median misses a target.
 * Usage: npm run bench:web   (after npm run build)   [RUNS=3] [PAGES=hi:/docs/usage/,ar:/]
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {ensureNginx, FOREGROUND, prepare} from './nginx.mjs';
import {measurePage, medians, waitForServer} from './lib/lighthouse.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4320);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const PATHS = ['/', '/download/', '/pricing/', '/docs/usage/'];
const PAGES = process.env.PAGES
  ? process.env.PAGES.split(',').map((p) => p.split(':'))
  : ['hi', 'ar'].flatMap((locale) => PATHS.map((path) => [locale, path]));

const TARGETS = {score: 0.97, lcp: 2000, cls: 0.02, tbt: 150, total: 250 * 1024, docJs: 150 * 1024};

if (!existsSync('build/index.html')) {
  console.error('No build: run "npm run build" first.');
  process.exit(1);
}

const nginx = ensureNginx();
const {args} = prepare({dir: 'build', host: '127.0.0.1', port: String(PORT)});
const server = spawn(nginx, [...args, ...FOREGROUND], {stdio: 'inherit'});
await waitForServer(`${ORIGIN}/`);

const rows = [];
let failed = false;
try {
  for (const [locale, path] of PAGES) {
    const url = `${ORIGIN}${locale === 'zh' ? '' : `/${locale}`}${path}`;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measurePage(url));
    const m = medians(runs);
    const misses = [];
    if (m.score < TARGETS.score) misses.push('score');
    if (m.lcp > TARGETS.lcp) misses.push('LCP');
    if (m.cls > TARGETS.cls) misses.push('CLS');
    if (m.tbt > TARGETS.tbt) misses.push('TBT');
    if (m.total > TARGETS.total) misses.push('transfer');
    if (path.startsWith('/docs/') && m.js > TARGETS.docJs) misses.push('JS');
    if (m.fonts > 0) misses.push('web fonts');
    failed ||= misses.length > 0;
    rows.push({page: `${locale} ${path}`, ...m, misses});
    console.log(
      `${`${locale} ${path}`.padEnd(18)} score ${m.score.toFixed(2)}  LCP ${(m.lcp / 1000).toFixed(2)} s  CLS ${m.cls.toFixed(3)}  TBT ${Math.round(m.tbt)} ms  JS ${(m.js / 1024).toFixed(1)} KB  total ${(m.total / 1024).toFixed(1)} KB  fonts ${m.fonts}${misses.length ? `  MISSES: ${misses.join(', ')}` : ''}`,
    );
  }
} finally {
  server.kill('SIGQUIT');
}
console.log(
  `\nMedians of ${RUNS} runs per page, Lighthouse mobile settings. Targets: score ≥ ${TARGETS.score}, LCP ≤ 2.0 s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbt} ms, JS ≤ 150 KB on doc pages, total ≤ 250 KB, no web fonts.`,
);
console.log(failed ? 'Some pages miss their targets.' : 'Every page meets every target.');
process.exit(failed ? 1 : 0);
