import {readFileSync, statSync} from 'node:fs';
import {test, expect, type APIResponse, type Page} from '@playwright/test';
import {configPolicy} from '../../scripts/lib/csp';
import {NGINX_PORT} from './ports';
import {at, clickAtFoot, hydrated, openSearch, t} from './support';

// The production build behind Debian's nginx with deploy/nginx/interlinear.conf: every serving rule,
// then pages in a real browser under the Content-Security-Policy.

const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
const POLICY = configPolicy(readFileSync('deploy/nginx/interlinear.conf', 'utf8'));

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(POLICY);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

test.describe('nginx serving rules', () => {
  test.use({baseURL: ORIGIN});

  test('/api/ reaches the accounts server: same-origin sign-up works, answers are not cached, a foreign origin is refused', async ({
    request,
  }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ok: true});
    expect(health.headers()['cache-control']).toBe('no-store');
    expectSecurityHeaders(health);

    const email = `nginx-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const body = {email, password: 'through the proxy'};
    const foreign = await request.post('/api/register', {data: body, headers: {origin: 'https://elsewhere.example'}});
    expect(foreign.status()).toBe(403);
    const created = await request.post('/api/register', {data: body, headers: {origin: ORIGIN}});
    expect(created.status()).toBe(201);
    expect(created.headers()['set-cookie']).toMatch(/token=[^;]+;.*HttpOnly/i);
    const me = await request.get('/api/me');
    expect(await me.json()).toMatchObject({email});
    // API answers keep their own status and body; the site's not-found page is not put in their place.
    const missing = await request.get('/api/no-such-call');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({code: 'not_found'});
  });

  test('the policy allows scripts by hash only and forbids framing', () => {
    expect(POLICY).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(POLICY).toContain("frame-ancestors 'none'");
  });

  test('a page is served gzipped, never cached without revalidation, with the security headers', async ({request}) => {
    const response = await request.get('/hi/docs/usage/', {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.etag).toBeTruthy();
    // The build's own .gz file is sent as it is (a known length, not compressed on the fly).
    expect(Number(headers['content-length'])).toBe(statSync('build/hi/docs/usage/index.html.gz').size);
    expect(await response.text()).toBe(readFileSync('build/hi/docs/usage/index.html', 'utf8'));
    expectSecurityHeaders(response);
  });

  test('a missing slash and the .html forms are redirected to the clean address, query kept', async ({request}) => {
    for (const [from, to] of [
      ['/hi/docs/usage', '/hi/docs/usage/'],
      ['/hi/docs/usage?ref=mail', '/hi/docs/usage/?ref=mail'],
      ['/hi/docs/usage/index.html', '/hi/docs/usage/'],
      ['/hi/docs/usage.html', '/hi/docs/usage/'],
      ['/index.html', '/'],
      ['/hi/pricing.html?plan=year', '/hi/pricing/?plan=year'],
    ]) {
      const response = await request.get(from!, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      expectSecurityHeaders(response);
    }
  });

  test("an unknown address gets its locale's not-found page with status 404", async ({request}) => {
    for (const [path, locale, lang] of [
      ['/hi/no-such-page/', 'hi', 'hi-IN'],
      ['/ar/docs/no-such-page', 'ar', 'ar-SA'],
      ['/no-such-page/', 'zh', 'zh-CN'],
      ['/hi/assets/js/main.00000000.js', 'hi', 'hi-IN'],
    ]) {
      const response = await request.get(path!, {maxRedirects: 0});
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(html, path).toContain(`lang=${lang}`);
      expect(html, path).toContain(t(locale!, 'theme.NotFound.title'));
      expectSecurityHeaders(response);
    }
  });

  test('content-hashed assets are cached for a year; the search index and images are revalidated', async ({
    request,
  }) => {
    const html = await (await request.get('/hi/')).text();
    const script = /<script type=text\/x-bundle data-bundle=(\/hi\/assets\/js\/[^ >]+\.[0-9a-f]{8}\.js)/.exec(
      html,
    )?.[1];
    const style = /<link rel=stylesheet href=(\/hi\/assets\/css\/[^ >]+\.css)/.exec(html)?.[1];
    // The module that starts the bundles after the first paint (plugins/page-speed/afterPaintLoader.ts):
    // a browser runs a module only when it is served as JavaScript.
    const loader = /<script type=module async src=(\/hi\/assets\/boot\/after-paint\.[0-9a-f]{8}\.js)>/.exec(html)?.[1];
    for (const asset of [script, style, loader]) {
      expect(asset).toBeTruthy();
      const response = await request.get(asset!, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-encoding']).toBe('gzip');
      if (asset !== style) expect(response.headers()['content-type']).toMatch(/^application\/javascript/);
      expectSecurityHeaders(response);
    }
    const index = await request.get('/hi/search-index.json', {headers: {'Accept-Encoding': 'gzip'}});
    expect(index.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(index.headers()['cache-control']).toBe('no-cache');
    expect(index.headers()['content-encoding']).toBe('gzip');
    const image = await request.get('/img/favicon.svg');
    expect(image.status()).toBe(200);
    expect(image.headers()['cache-control']).toBe('no-cache');
  });
});

/** Collects the page's Content-Security-Policy violations as the browser reports them. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as {cspViolations: string[]};
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)),
  ];
}

test.describe('pages under the Content-Security-Policy', () => {
  test.use({baseURL: ORIGIN});

  for (const locale of ['hi', 'ar', 'zh']) {
    test(`load, navigate, switch colours and search with no violation (${locale})`, async ({page}) => {
      const violations = await watchViolations(page);
      const response = await page.goto(at(locale, '/'));
      expect(response?.headers()['content-security-policy']).toBe(POLICY);
      await hydrated(page);

      // Client-side navigation to the docs, then within them.
      await page
        .locator(`.navbar a[href="${at(locale, '/docs/usage/')}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/docs/usage/')}$`));
      const next = page.locator('a.pagination-nav__link--next');
      const nextPath = new URL((await next.getAttribute('href'))!, ORIGIN).pathname;
      await clickAtFoot(next);
      await expect(page).toHaveURL(new RegExp(`${nextPath}$`));

      // The colour switch, the inline colour script of the next load, and search (its chunks and index).
      await page.locator('.navbar button[class*="toggleButton"]').first().click();
      await page.reload();
      await hydrated(page);
      await openSearch(page);
      await page.keyboard.type('Ollama');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.press('Escape');

      // A page with highlighted code, then a marketing page.
      await page.goto(at(locale, '/docs/js-sdk/'));
      await hydrated(page);
      await expect(page.locator('pre code .token-line').first()).toBeVisible();
      await page.goto(at(locale, '/pricing/'));
      await hydrated(page);
      expect(await violations()).toEqual([]);
    });
  }
});
