/**
 * Search benchmark on the production build, in Debian's Chromium. Per locale it prints the index
 * size (raw and gzipped), the time to download and load it, the query time (p50 and p95 over the
 * relevance set: the locale's own queries, or the Chinese ones where the docs fall back to
 * Chinese), the top-5 hit rate, and the time from the first keystroke on a cold modal to the
 * first results. Targets: ≤ 150 KB gzipped, p95 ≤ 20 ms, first results ≤ 300 ms, hit rate ≥ 90 %.
 * Usage: npm run bench:search   (after npm run build)
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import {chromium} from '@playwright/test';
import {chromiumPath} from './chromium.mjs';
import {LOCALES} from '@interlinear/shared/locales';

const LOCALE_CODES = LOCALES.map((l) => l.code);
import {indexPath} from './search-relevance-paths.mjs';
import {rankOf, summarize, TOP_N, type RelevanceQuery} from './lib/searchRelevance';

const PORT = Number(process.env.BENCH_PORT ?? 4310);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const QUERIES = JSON.parse(readFileSync('src/data/search-queries.json', 'utf8')) as RelevanceQuery[];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const engine = await build({
  stdin: {
    contents:
      "export {LocalEngine} from './src/lib/search/localEngine'; export {parseIndexFile} from './src/lib/search/records';",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  globalName: 'SearchBench',
  minify: true,
  write: false,
});
const engineScript = engine.outputFiles[0]!.text;

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], {stdio: 'ignore'});
await new Promise((r) => setTimeout(r, 700));
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

/** tsx compiles the functions handed to page.evaluate with a naming helper the page lacks. */
async function newContext() {
  const context = await browser.newContext();
  await context.addInitScript('window.__name = (f) => f');
  return context;
}

const rows: string[][] = [];
const allOutcomes = [];
try {
  for (const locale of LOCALE_CODES) {
    const base = locale === 'zh' ? '/' : `/${locale}/`;
    if (!existsSync(indexPath(locale))) {
      console.log(`${locale}: not built (run npm run build first)`);
      continue;
    }
    const raw = readFileSync(indexPath(locale));
    const own = QUERIES.filter((q) => q.locale === locale);
    const queries = own.length ? own : QUERIES.filter((q) => q.locale === 'zh');

    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${ORIGIN}${base}docs/`);
    await page.addScriptTag({content: engineScript});
    const measured = await page.evaluate(
      async ({url, texts, language}) => {
        const api = (
          window as unknown as {
            SearchBench: typeof import('../src/lib/search/localEngine') & typeof import('../src/lib/search/records');
          }
        ).SearchBench;
        const t0 = performance.now();
        const json = await (await fetch(url, {cache: 'no-store'})).json();
        const engine = new api.LocalEngine(api.parseIndexFile(json));
        const load = performance.now() - t0;
        const request = (query: string) => ({
          indexName: 'bench',
          query,
          hitsPerPage: 20,
          facetFilters: [`language:${language}`],
          attributesToSnippet: ['content:10'],
        });
        for (const q of texts) engine.search(request(q));
        const times: number[] = [];
        const urls: string[][] = [];
        for (const q of texts) {
          const start = performance.now();
          const result = engine.search(request(q));
          times.push(performance.now() - start);
          urls.push(result.hits.slice(0, 5).map((h) => h.url));
        }
        return {load, times, urls};
      },
      {url: `${base}search-index.json`, texts: queries.map((q) => q.query), language: locale},
    );
    await context.close();

    const outcomes = queries.map((query, i) => ({
      query,
      rank: rankOf(query, {hits: measured.urls[i]!.map((url) => ({url}) as never)}),
    }));
    const report = summarize(outcomes);
    if (own.length) allOutcomes.push(...outcomes);

    // A cold modal: a fresh browser context, the shortcut, then the whole query as one keystroke.
    const cold = await newContext();
    const coldPage = await cold.newPage();
    await coldPage.goto(`${ORIGIN}${base}docs/`);
    await coldPage.waitForSelector('html[data-has-hydrated=true]');
    await coldPage.keyboard.press('Control+k');
    await coldPage.waitForSelector('.DocSearch-Input');
    const firstResults = await coldPage.evaluate(async (text) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
      const start = performance.now();
      const shown = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('.DocSearch-Hit')) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, {childList: true, subtree: true});
      });
      // What a keystroke does to a React input: set the value through the native setter, then input.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', {bubbles: true}));
      return shown;
    }, queries[0]!.query);
    await cold.close();

    const sorted = [...measured.times].sort((a, b) => a - b);
    rows.push([
      locale,
      kb(raw.length),
      kb(gzipSync(raw, {level: 9}).length),
      `${measured.load.toFixed(0)} ms`,
      `${percentile(sorted, 50).toFixed(1)} ms`,
      `${percentile(sorted, 95).toFixed(1)} ms`,
      `${firstResults.toFixed(0)} ms`,
      `${report.found}/${report.total}${own.length ? '' : ' (zh set)'}`,
    ]);
    console.log(rows.at(-1)!.join('  '));
  }
} finally {
  await browser.close();
  server.kill();
}

const header = ['locale', 'index', 'gzipped', 'load', 'query p50', 'query p95', 'first results', `top-${TOP_N}`];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
console.log(`\n${header.map((h, i) => h.padEnd(widths[i]!)).join('  ')}`);
for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));
const all = summarize(allOutcomes);
console.log(
  `\nTop-${TOP_N} hit rate over the hi, zh and en query sets: ${all.found}/${all.total} = ${((all.found / all.total) * 100).toFixed(1)} %`,
);
