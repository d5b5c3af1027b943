import {test, expect} from '@playwright/test';
import {DOC_IDS, MARKETING_ROUTES, docPath} from '../../src/site/routes';
import {TEST_LOCALES, at, collectPageErrors, hydrated, settings, t} from './support';

for (const locale of TEST_LOCALES) {
  test.describe(`routes in ${locale}`, () => {
    test('every marketing route answers with a titled page', async ({request}) => {
      for (const route of MARKETING_ROUTES) {
        const res = await request.get(at(locale, route));
        expect(res.status(), route).toBe(200);
        const html = await res.text();
        expect(html, route).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      }
    });

    test('every doc id of the specification answers', async ({request}) => {
      for (const id of DOC_IDS) {
        const res = await request.get(at(locale, docPath(id)));
        expect(res.status(), id).toBe(200);
      }
    });

    test('a page carries the product name from the settings and its own translated title', async ({page}) => {
      await page.goto(at(locale, '/download/'));
      const title = t(locale, 'pages.download.title', {product: settings.productName});
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | ${settings.productName}`);
    });

    test('addresses without a trailing slash, and .html forms, land on the clean address', async ({page}) => {
      for (const form of ['/pricing', '/pricing/index.html', '/pricing.html']) {
        await page.goto(at(locale, form));
        expect(new URL(page.url()).pathname).toBe(at(locale, '/pricing/'));
      }
    });

    test('internal links on the home and a doc page all resolve', async ({page, request}) => {
      const seen = new Set<string>();
      for (const start of ['/', '/docs/usage/']) {
        await page.goto(at(locale, start));
        const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        for (const href of hrefs) {
          const path = href.split('#')[0]!;
          if (seen.has(path)) continue;
          seen.add(path);
          expect((await request.get(path)).status(), `${start} -> ${href}`).toBe(200);
        }
      }
      expect(seen.size).toBeGreaterThan(20);
    });

    test('client-side navigation keeps the page until the next one is ready, then scrolls to top', async ({page}) => {
      const errors = collectPageErrors(page);
      await page.goto(at(locale, '/docs/usage/'));
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.locator(`footer a[href="${at(locale, '/docs/faq/')}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/docs/faq/')}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(errors).toEqual([]);
    });
  });
}
