#!/usr/bin/env node
/**
 * The main thread of a first visit on a phone, task by task: Chromium's own 4× CPU slowdown (not
 * Lighthouse's simulation, which scales a trace recorded at full speed and did not show the
 * "collation" trick of plugins/page-speed at all), a phone-sized
 * touch screen, a fresh browser for every run, builds interleaved run by run. For each page it
 * prints the medians (and ranges) of the blocking time after the first contentful paint (the
 * part of each long task beyond 50 ms), the number of long tasks and the longest. Asserts nothing:
 * it compares builds, for example the site before and after a change (decision record 0003).
 * Usage: npm run bench:tasks -- [--runs 7] [--pages /en/docs/usage/,/en/docs/faq/] [name=dir ...]
 *   Each build is served by nginx with the production rules; without name=dir, `build` alone.
 */
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumPath, ensureReaderFonts} from './chromium.mjs';
import {medians} from './lib/lighthouse.mjs';
import {serveWithNginx} from './lib/peers.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '7'},
    pages: {type: 'string', default: '/en/docs/usage/,/en/docs/faq/,/en/'},
    port: {type: 'string', default: '8790'},
  },
});
const builds = (positionals.length ? positionals : ['ours=build']).map((entry) => {
  const [name = '', dir = ''] = entry.split('=');
  if (!name || !dir) throw new Error(`expected name=dir, got "${entry}"`);
  return {name, dir};
});
const pages = values.pages.split(',');
const RUNS = Number(values.runs);

/** One first visit: long tasks after the first contentful paint. */
async function visit(url) {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox']});
  try {
    const context = await browser.newContext({
      viewport: {width: 412, height: 823},
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__longTasks', {value: tasks});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({type: 'longtask', buffered: true});
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForTimeout(3000);
    const {tasks, fcp} = await page.evaluate(() => ({
      tasks: window.__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
    return {
      blocking: after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      tasks: after.length,
      longest: Math.max(0, ...after),
    };
  } finally {
    await browser.close();
  }
}

ensureReaderFonts();
const servers = [];
for (const [i, build] of builds.entries()) {
  const server = await serveWithNginx({dir: build.dir, port: Number(values.port) + i});
  servers.push(server);
  build.origin = server.origin;
}
const results = new Map();
try {
  for (let run = 0; run < RUNS; run++) {
    console.log(`run ${run + 1} of ${RUNS}`);
    // Rotated, so that no build always goes first.
    const order = builds.map((_, i) => builds[(i + run) % builds.length]);
    for (const page of pages) {
      for (const build of order) {
        const key = `${page} ${build.name}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(await visit(build.origin + page));
      }
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

const range = (xs) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;
console.log(`\nFirst visits at 4× CPU slowdown, 412 px touch screen; medians (ranges) of ${RUNS} interleaved runs.`);
for (const page of pages) {
  console.log(page);
  const base = medians(results.get(`${page} ${builds[0].name}`)).blocking;
  for (const build of builds) {
    const runs = results.get(`${page} ${build.name}`);
    const m = medians(runs);
    const change = m.blocking - base;
    const delta = build === builds[0] ? '' : ` (${change >= 0 ? '+' : ''}${Math.round(change)})`;
    console.log(
      `  ${build.name.padEnd(12)} blocking ${String(Math.round(m.blocking)).padStart(4)} ms${delta} (${range(runs.map((r) => r.blocking))})` +
        `   long tasks ${m.tasks}   longest ${Math.round(m.longest)} ms (${range(runs.map((r) => r.longest))})`,
    );
  }
}
