#!/usr/bin/env node
/**
 * Page speed of a first visit, ours beside two peers. Our production build is served by nginx
 * with the production rules (deploy/nginx/interlinear.conf: gzip, caching); a stock Docusaurus
 * classic site and a Starlight site, built by the benchmark from a fixture of the same doc pages
 * (scripts/bench-web/peers, scripts/lib/peers.mjs), are served by nginx with the same gzip and
 * caching. Every Lighthouse run starts a fresh Chromium (no cache, no compiled code from an
 * earlier run), as the Lighthouse CLI does; mobile settings (a mid-range phone on slow 4G,
 * simulated). Runs are interleaved: each round measures every page once, in a rotated order, so
 * a slow moment of this shared machine falls on all pages alike. Medians and ranges are printed,
 * and each of our figures as a ratio to each peer's (the same doc page; for the other pages, the
 * peer's usage page).
 *
 * Targets on each of our pages: performance ≥ 0.99, TBT ≤ 50 ms, LCP ≤ 1.5 s, CLS ≤ 0.02,
 * script bytes below stock Docusaurus's on the same page, total transfer ≤ 250 KB, no web fonts.
 * Exits 1 when a median misses a target.
 *
 * Usage: npm run bench:web   (after npm run build)
 *   RUNS=5                       rounds (default 5)
 *   LOCALES=en,hi,ar,ja          our locales (default these four)
 *   PATHS=/,/docs/usage/         our pages (default home, download, pricing, usage and faq)
 *   PEERS=0                      leave the peers out (no ratios, no script-bytes target)
 *   OUT=bench-results/web.json   where the figures are written as JSON
 *   DIR=build                    the build measured
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {measurePage, medians} from './lib/lighthouse.mjs';
import {buildPeers, peerRules, serveWithNginx} from './lib/peers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4320);
const RUNS = Number(process.env.RUNS ?? 5);
const LOCALES = (process.env.LOCALES ?? 'en,hi,ar,ja').split(',');
const PATHS = (process.env.PATHS ?? '/,/download/,/pricing/,/docs/usage/,/docs/faq/').split(',');
const WITH_PEERS = process.env.PEERS !== '0';
const OUT = process.env.OUT ?? 'bench-results/web.json';
const DIR = process.env.DIR ?? 'build';

const TARGETS = {score: 0.99, tbt: 50, lcp: 1500, cls: 0.02, total: 250 * 1024};

/** The doc page of a peer that a page of ours is compared with. */
const peerPageFor = (ourPath) => (ourPath.includes('/docs/faq') ? 'faq' : 'usage');

if (!existsSync(path.join(DIR, 'index.html'))) {
  console.error(`No build in ${DIR}: run "npm run build" first.`);
  process.exit(1);
}

const servers = [];
function stopAll() {
  return Promise.all(servers.map((stop) => stop()));
}
process.on('SIGINT', () => {
  void stopAll().then(() => process.exit(130));
});

const targets = [];
try {
  const ours = await serveWithNginx({dir: DIR, port: PORT});
  servers.push(ours.stop);
  for (const locale of LOCALES)
    for (const page of PATHS)
      targets.push({
        site: 'ours',
        name: `${locale} ${page}`,
        page,
        url: `${ours.origin}${locale === 'zh' ? '' : `/${locale}`}${page}`,
      });

  if (WITH_PEERS) {
    const peers = await buildPeers({log: (line) => console.log(line)});
    let port = PORT + 1;
    for (const peer of peers) {
      const server = await serveWithNginx({dir: peer.dir, port: port++, rules: peerRules()});
      servers.push(server.stop);
      for (const [name, page] of Object.entries(peer.pages))
        targets.push({
          site: peer.name,
          label: peer.label,
          name: `${peer.name} ${name}`,
          peerPage: name,
          url: `${server.origin}${page}`,
        });
    }
  }

  console.log(`${targets.length} pages × ${RUNS} rounds, a fresh browser for every run…`);
  for (const target of targets) target.runs = [];
  for (let round = 0; round < RUNS; round += 1) {
    // Rotated, so no page is always measured first or right after the same one.
    const order = targets.map((_, i) => targets[(i + round * 7) % targets.length]);
    for (const target of order) target.runs.push(await measurePage(target.url));
    process.stdout.write(`  round ${round + 1} of ${RUNS} done\n`);
  }
} finally {
  await stopAll();
}

const FIGURES = ['score', 'tbt', 'lcp', 'fcp', 'cls', 'js', 'total', 'fonts'];
for (const target of targets) {
  target.median = medians(target.runs);
  target.range = Object.fromEntries(
    FIGURES.map((key) => {
      const values = target.runs.map((run) => run[key]);
      return [key, [Math.min(...values), Math.max(...values)]];
    }),
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const s = (value) => `${(value / 1000).toFixed(2)} s`;
const span = (target, key, format) => {
  const [low, high] = target.range[key];
  return low === high ? '' : ` (${format(low)}–${format(high)})`;
};

function row(target) {
  const m = target.median;
  return [
    target.name.padEnd(20),
    `score ${m.score.toFixed(2)}${span(target, 'score', (v) => v.toFixed(2))}`.padEnd(24),
    `TBT ${ms(m.tbt)}${span(target, 'tbt', Math.round)}`.padEnd(24),
    `LCP ${s(m.lcp)}${span(target, 'lcp', (v) => (v / 1000).toFixed(2))}`.padEnd(26),
    `CLS ${m.cls.toFixed(3)}`.padEnd(10),
    `JS ${kb(m.js)}`.padEnd(13),
    `total ${kb(m.total)}`,
  ].join(' ');
}

const peerTargets = targets.filter((t) => t.site !== 'ours');
const peerNames = [...new Set(peerTargets.map((t) => t.site))];
const peerOf = (site, page) => peerTargets.find((t) => t.site === site && t.peerPage === peerPageFor(page));

/** Ours against a peer: a ratio, or a difference where the peer's figure is zero. */
function versus(ours, peer, format) {
  if (peer === 0) return ours === 0 ? '=' : `+${format(ours)}`;
  return `${(ours / peer).toFixed(2)}×`;
}

let failed = false;
console.log('\nMedians (and ranges) of first visits, Lighthouse mobile settings:');
for (const target of peerTargets) console.log(`${row(target)}   [${target.label}]`);
for (const target of targets.filter((t) => t.site === 'ours')) {
  const m = target.median;
  const misses = [];
  if (m.score < TARGETS.score) misses.push('score');
  if (m.tbt > TARGETS.tbt) misses.push('TBT');
  if (m.lcp > TARGETS.lcp) misses.push('LCP');
  if (m.cls > TARGETS.cls) misses.push('CLS');
  if (m.total > TARGETS.total) misses.push('transfer');
  if (m.fonts > 0) misses.push('web fonts');
  const stock = peerOf('docusaurus', target.page);
  if (stock && m.js >= stock.median.js) misses.push('JS ≥ stock');
  target.misses = misses;
  failed ||= misses.length > 0;
  console.log(`${row(target)}${misses.length ? `   MISSES: ${misses.join(', ')}` : ''}`);
  for (const site of peerNames) {
    const peer = peerOf(site, target.page).median;
    console.log(
      `${''.padEnd(21)}vs ${site.padEnd(11)} TBT ${versus(m.tbt, peer.tbt, ms)}  LCP ${versus(m.lcp, peer.lcp, s)}  JS ${versus(m.js, peer.js, kb)}  total ${versus(m.total, peer.total, kb)}  score ${versus(m.score, peer.score, String)}`,
    );
  }
}

mkdirSync(path.dirname(OUT), {recursive: true});
writeFileSync(
  OUT,
  `${JSON.stringify({date: new Date().toISOString(), runs: RUNS, targets: TARGETS, pages: targets}, null, 1)}\n`,
);
console.log(
  `\n${RUNS} interleaved rounds, a fresh Chromium per run. Targets: score ≥ ${TARGETS.score}, TBT ≤ ${TARGETS.tbt} ms, LCP ≤ ${TARGETS.lcp / 1000} s, CLS ≤ ${TARGETS.cls}, JS below stock Docusaurus's, total ≤ 250 KB, no web fonts. Figures in ${OUT}.`,
);
console.log(failed ? 'Some pages miss their targets.' : 'Every page meets every target.');
process.exit(failed ? 1 : 0);
