/**
 * One Lighthouse measurement of a page as a first visit: a fresh Debian Chromium for every run
 * (no cache, no compiled code from an earlier run), mobile settings (a mid-range phone on slow
 * 4G, simulated). Used by the benchmarks (scripts/bench-web.mjs, scripts/bench-speed.mjs).
 */
import lighthouse from 'lighthouse';
import {chromium} from '@playwright/test';
import {chromiumPath, ensureReaderFonts} from '../chromium.mjs';

let nextPort = 9400 + (process.pid % 200);
let fontsReady = false;

/** The figures of one run of `url`. */
export async function measurePage(url) {
  if (!fontsReady) ensureReaderFonts();
  fontsReady = true;
  const port = nextPort++;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
    ],
  });
  try {
    const result = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
    const {audits, categories} = result.lhr;
    const requests = audits['network-requests'].details.items;
    return {
      score: categories.performance.score,
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      total: audits['total-byte-weight'].numericValue,
      js: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + r.transferSize, 0),
      fonts: requests.filter((r) => r.resourceType === 'Font').length,
    };
  } finally {
    await browser.close();
  }
}

/** The median of each figure over several runs. */
export function medians(runs) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** Resolves once `url` answers 200, or throws after about five seconds. */
export async function waitForServer(url) {
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (tries === 50) throw new Error(`Nothing answered at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
