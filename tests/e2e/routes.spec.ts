import {test, expect} from '@playwright/test';
import {docIds} from '../../scripts/lib/docIds';
import {MARKETING_ROUTES, docPath} from '../../src/site/routes';
import {TEST_LOCALES, at, clickAtFoot, collectPageErrors, hydrated, settings, siteFooter, t} from './support';

test('the built docs are exactly the docs of the source folder', async ({request}) => {
  // The Chinese sitemap lists every doc page the docs plugin built (Chinese is the source).
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const built = [...sitemap.matchAll(/<loc>[^<]*?(\/docs\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(built.sort()).toEqual(docIds().map(docPath).sort());
});

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

    test('every doc answers', async ({request}) => {
      for (const id of docIds()) {
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

    test('after client-side navigation the head describes the new page as the server does: title, canonical and language links', async ({
      page,
      request,
    }) => {
      /** The head tags a search engine or a share preview reads, as text. */
      const headOf = (html: string) => ({
        title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
        links: [...html.matchAll(/<link[^>]*rel="?(canonical|alternate)"?[^>]*>/g)]
          .map((match) => match[0])
          .filter((tag) => /hreflang|canonical/.test(tag))
          .map((tag) => `${/hreflang="?([^" >]+)/.exec(tag)?.[1] ?? 'canonical'} ${/href="?([^" >]+)/.exec(tag)?.[1]}`)
          .sort(),
      });
      const served = headOf(await (await request.get(at(locale, '/pricing/'))).text());
      expect(served.links.length).toBeGreaterThan(3);
      await page.goto(at(locale, '/docs/usage/'));
      await hydrated(page);
      const before = await page.title();
      await page
        .locator(`.navbar a[href="${at(locale, '/pricing/')}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/pricing/')}$`));
      await expect(page).toHaveTitle(served.title!);
      const shown = async () =>
        headOf(
          (
            await page
              .locator('head link[rel="canonical"], head link[rel="alternate"][hreflang]')
              .evaluateAll((links) => links.map((link) => link.outerHTML))
          ).join(''),
        ).links;
      await expect.poll(shown).toEqual(served.links);
      await page.goBack();
      await expect(page).toHaveTitle(before);
    });

    test('client-side navigation keeps the page until the next one is ready, then scrolls to top', async ({page}) => {
      const errors = collectPageErrors(page);
      await page.goto(at(locale, '/docs/usage/'));
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 600));
      await clickAtFoot(page.locator(`footer a[href="${at(locale, '/docs/faq/')}"]`));
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/docs/faq/')}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  test.describe(`routing behaviour in ${locale}`, () => {
    test('a hash scrolls to its heading; a change of only the query string does not scroll', async ({page}) => {
      await page.goto(at(locale, '/docs/usage/'));
      await hydrated(page);
      const id = (await page.locator('article h2[id]').nth(1).getAttribute('id'))!;
      await page.locator(`.table-of-contents a[href="#${id}"]`).first().click();
      await expect
        .poll(() => page.evaluate((h) => Math.round(document.getElementById(h)!.getBoundingClientRect().top), id))
        .toBeLessThan(120);
      // Same path and hash, another query string: the reader stays where they are.
      await page.evaluate(() => window.scrollBy(0, 150));
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(0);
      await page.evaluate((h) => window.history.pushState(null, '', `?tab=1#${h}`), id);
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
    });

    test('when the next page’s code cannot be downloaded, the whole page reloads at the new address', async ({
      page,
    }) => {
      await page.goto(at(locale, '/learn/'));
      await hydrated(page);
      await page.route('**/assets/js/*.js', (route) => route.abort('failed'));
      const reloaded = page.waitForEvent('load');
      await siteFooter(page)
        .locator(`a[href="${at(locale, '/docs/TERMS/')}"]`)
        .click();
      await reloaded;
      expect(new URL(page.url()).pathname).toBe(at(locale, '/docs/TERMS/'));
      await expect(page.locator('article h1')).toBeVisible();
    });
  });
}
