#!/usr/bin/env node
/**
 * How fast "read in two languages" shows a doc page's second language on a phone: the build behind
 * nginx (gzip and caching as in production), a fresh browser for every run, Lighthouse's mobile
 * profile applied through the DevTools protocol (4× CPU slowdown, 150 ms round trips, 1.6 Mbit/s
 * down, 412 px wide screen). Pages are interleaved run by run.
 *
 * For each page it prints medians and ranges of:
 *   choice  from picking a language in the menu (page loaded and idle, menu opened half a second
 *           before, as a reader opens it to see the list) to the paired text painted;
 *   cold    the same with no menu opened first (a script changing the value: the slowest path);
 *   link    from the start of loading an address with `?pair=` to the paired text painted.
 * Target: the median of "choice" ≤ 300 ms. Exits 1 when a page misses it.
 * Usage: npm run bench:pair   (after npm run build)   [RUNS=5] [PAGES=hi:/docs/usage/:en,…]
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chromium} from 'playwright';
import {chromiumPath, ensureChromium} from './chromium.mjs';
import {ensureNginx, FOREGROUND, prepare} from './nginx.mjs';
import {waitForServer} from './lib/lighthouse.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4321);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = (process.env.PAGES ?? 'hi:/docs/usage/:en,ar:/docs/usage/:en,en:/docs/faq/:ar,zh:/docs/usage/:hi')
  .split(',')
  .map((spec) => {
    const [locale, path, pair] = spec.split(':');
    return {locale, path, pair, url: `${ORIGIN}${locale === 'zh' ? '' : `/${locale}`}${path}`};
  });
const TARGET_MS = 300;

if (!existsSync('build/index.html')) {
  console.error('No build: run "npm run build" first.');
  process.exit(1);
}

/** Lighthouse's mobile profile ("slow 4G", mid-range phone). */
async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Resolves in the page with the time the first paired block was painted (performance.now()). */
const WATCH = () =>
  new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    if (document.querySelector('[data-pair]')) return done();
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-pair]')) return;
      observer.disconnect();
      done();
    }).observe(document, {childList: true, subtree: true});
  });

async function fresh(fn) {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu']});
  try {
    const context = await browser.newContext({
      viewport: {width: 412, height: 823},
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    await throttle(page);
    return await fn(page);
  } finally {
    await browser.close();
  }
}

/**
 * Menu choice on a loaded, idle page → paired text painted. As a reader does it, the menu is
 * opened first (which focuses it) and a language picked half a second later; `cold` picks with no
 * focus at all, the slowest path.
 */
function choice({url, pair}, cold = false) {
  return fresh(async (page) => {
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.locator('#pair-language').waitFor();
    if (!cold) {
      await page.locator('#pair-language').focus();
      await page.waitForTimeout(500);
    }
    return page.evaluate(
      async ({pair, watch}) => {
        const painted = (0, eval)(`(${watch})`)();
        const select = document.getElementById('pair-language');
        const start = performance.now();
        select.value = pair;
        select.dispatchEvent(new Event('change', {bubbles: true}));
        return (await painted) - start;
      },
      {pair, watch: WATCH.toString()},
    );
  });
}

/** Loading `?pair=` → paired text painted, from the navigation's start. */
function link({url, pair}) {
  return fresh(async (page) => {
    await page.addInitScript(`window.__paired = (${WATCH.toString()})()`);
    await page.goto(`${url}?pair=${pair}`);
    return page.evaluate(() => window.__paired);
  });
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const figure = (list) =>
  `${Math.round(median(list))} ms (${Math.round(Math.min(...list))}–${Math.round(Math.max(...list))})`;

ensureChromium();
const nginx = ensureNginx();
const {args} = prepare({dir: 'build', host: '127.0.0.1', port: String(PORT)});
const server = spawn(nginx, [...args, ...FOREGROUND], {stdio: 'inherit'});
await waitForServer(`${ORIGIN}/`);

const results = PAGES.map(() => ({choice: [], cold: [], link: []}));
try {
  for (let run = 0; run < RUNS; run++)
    for (const [i, page] of PAGES.entries()) {
      results[i].choice.push(await choice(page));
      results[i].cold.push(await choice(page, true));
      results[i].link.push(await link(page));
    }
} finally {
  server.kill('SIGQUIT');
}

let failed = false;
for (const [i, page] of PAGES.entries()) {
  const miss = median(results[i].choice) > TARGET_MS;
  failed ||= miss;
  console.log(
    `${`${page.locale} ${page.path} + ${page.pair}`.padEnd(24)} choice ${figure(results[i].choice).padEnd(18)} cold ${figure(results[i].cold).padEnd(18)} link ${figure(results[i].link)}${miss ? '  MISSES the target' : ''}`,
  );
}
console.log(
  `\nMedians (ranges) of ${RUNS} runs, a fresh browser each, 4× CPU, 150 ms RTT, 1.6 Mbit/s. Target: choice ≤ ${TARGET_MS} ms.`,
);
process.exit(failed ? 1 : 0);
