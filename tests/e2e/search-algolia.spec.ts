import {test, expect, type Page} from '@playwright/test';
import http from 'node:http';
import {readFileSync} from 'node:fs';
import {LocalEngine} from '../../src/lib/search/localEngine';
import {parseIndexFile} from '../../src/lib/search/records';
import type {SearchRequest} from '../../src/lib/search/types';
import {POPULAR_SEARCHES} from '../../src/data/popular-searches';
import {hydrated, openSearch, t} from './support';
import {ALGOLIA_PORTS, VARIANT_PORT} from './ports';

// The settings variant (build-variant/site, `hi` at the root) searches the hosted index through
// Algolia's real client, pointed at three local hosts in this order: one answering 500, one that
// never answers, one good. The good one answers from the same records the local backend has.

test.describe.configure({mode: 'serial'});

const engine = new LocalEngine(
  parseIndexFile(JSON.parse(readFileSync('build-variant/site/search-index.json', 'utf8'))),
);
const calls = {failing: 0, hanging: 0, good: 0};
let goodFails = false;
const bodies: {requests: SearchRequest[]}[] = [];
const servers: http.Server[] = [];

function cors(res: http.ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', '*');
  res.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
}

function listen(port: number, handler: http.RequestListener): Promise<void> {
  const server = http.createServer(handler);
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

test.beforeAll(async () => {
  await listen(ALGOLIA_PORTS.failing, (req, res) => {
    cors(res);
    if (req.method === 'OPTIONS') return void res.end();
    calls.failing++;
    res.statusCode = 500;
    res.end('{"message":"internal error"}');
  });
  await listen(ALGOLIA_PORTS.hanging, (req, res) => {
    cors(res);
    if (req.method === 'OPTIONS') return void res.end();
    calls.hanging++;
    // Never answers; the client gives up after its timeout.
  });
  await listen(ALGOLIA_PORTS.good, (req, res) => {
    cors(res);
    if (req.method === 'OPTIONS') return void res.end();
    calls.good++;
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (goodFails) {
        res.statusCode = 503;
        return void res.end('{"message":"unavailable"}');
      }
      const body = JSON.parse(raw) as {requests: SearchRequest[]};
      bodies.push(body);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({results: body.requests.map((r) => ({...engine.search(r), queryID: 'q1'}))}));
    });
  });
});

test.afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function search(page: Page, query: string): Promise<void> {
  await page.goto(`http://127.0.0.1:${VARIANT_PORT}/docs/usage/`);
  await hydrated(page);
  await openSearch(page);
  await page.keyboard.type(query);
}

test('a host answering 500 and a host that hangs are passed over for the good one', async ({page}) => {
  await page.route('https://insights.algolia.io/**', (route) => route.fulfill({status: 200, body: '{}'}));
  await search(page, 'Ollama');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  expect(calls.failing).toBeGreaterThan(0);
  expect(calls.hanging).toBeGreaterThan(0);
  expect(calls.good).toBeGreaterThan(0);

  // The request names the configured index and carries the language and docs-version filters.
  const request = bodies.at(-1)!.requests[0]!;
  expect(request.indexName).toBe('interlinear_docs');
  expect(request.facetFilters).toEqual([
    'language:hi',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ]);

  // Both failed hosts are now marked down: the next query goes straight to the good host.
  const before = {...calls};
  await page.keyboard.type(' मॉडल');
  await expect.poll(() => calls.good).toBeGreaterThan(before.good);
  expect(calls.failing).toBe(before.failing);
  expect(calls.hanging).toBe(before.hanging);
});

test('the provider logo is shown, and view events go to the analytics endpoint in batches of 20 at most', async ({
  page,
}) => {
  const events: {events: {eventType: string; objectIDs?: string[]}[]}[] = [];
  await page.route('https://insights.algolia.io/**', async (route) => {
    const body = route.request().postData();
    if (body) events.push(JSON.parse(body));
    await route.fulfill({status: 200, contentType: 'application/json', body: '{"status":200,"message":"OK"}'});
  });
  await search(page, 'API');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  await expect
    .poll(() => events.flatMap((e) => e.events).filter((e) => e.eventType === 'view').length, {timeout: 10_000})
    .toBeGreaterThan(0);
  for (const e of events.flatMap((x) => x.events)) expect((e.objectIDs ?? []).length).toBeLessThanOrEqual(20);
});

test("hosted search behaves as the local one: the current query's count, 10-word snippets (5 on a phone), suggestions on no results", async ({
  page,
}) => {
  await page.route('https://insights.algolia.io/**', (route) => route.fulfill({status: 200, body: '{}'}));
  // Typed letter by letter: the count is the last query's, as the hosts answer it.
  await page.goto(`http://127.0.0.1:${VARIANT_PORT}/docs/usage/`);
  await hydrated(page);
  await openSearch(page);
  await page.keyboard.type('अनुवाद', {delay: 40});
  const footer = page.locator('.DocSearch-HitsFooter a');
  await expect(footer).toBeVisible({timeout: 15_000});
  await expect(page.locator('.DocSearch-Input')).toHaveValue('अनुवाद');
  // Requests of consecutive keystrokes can reach the host in either order: the whole word's is the one to count.
  const whole = () => bodies.find((b) => b.requests[0]?.query === 'अनुवाद')?.requests[0];
  await expect.poll(() => whole() !== undefined, {timeout: 15_000}).toBe(true);
  const last = whole()!;
  const expected = engine.search(last).nbHits;
  await expect.poll(async () => Number((await footer.innerText()).match(/\d+/)?.[0])).toBe(expected);
  // The snippet length reaches the hosted backend.
  expect(last.attributesToSnippet).toContain('content:10');
  // No results: the locale's popular searches, each running its search.
  await page.locator('.DocSearch-Input').fill('zqxjvkw');
  const suggestions = page.getByTestId('search-suggestions').getByRole('button');
  await expect(suggestions).toHaveText([...POPULAR_SEARCHES.hi!].slice(0, 3), {timeout: 15_000});
  await suggestions.first().click();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  expect(bodies.at(-1)!.requests[0]!.query).toBe(POPULAR_SEARCHES.hi![0]);

  // On a phone, 5-word snippets.
  await page.setViewportSize({width: 390, height: 800});
  await page.goto(`http://127.0.0.1:${VARIANT_PORT}/docs/usage/`);
  await hydrated(page);
  await page.getByTestId('navbar-search').first().click();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('DeepL');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  expect(bodies.at(-1)!.requests[0]!.attributesToSnippet).toContain('content:5');
});

test('when every host fails the modal shows its error screen', async ({page}) => {
  goodFails = true;
  try {
    await page.route('https://insights.algolia.io/**', (route) => route.fulfill({status: 200, body: '{}'}));
    await search(page, 'DeepL');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText(t('hi', 'search.error.title'), {timeout: 15_000});
    await expect(error).toContainText(t('hi', 'search.error.help'));
  } finally {
    goodFails = false;
  }
});
