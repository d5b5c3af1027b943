import {test, expect} from '@playwright/test';
import {COMPILE_HINT} from '../../plugins/page-speed/compileHint';
import {at, hydrated, openSearch} from './support';

// Other pages' code is not prefetched while a page loads; after the visitor's first action it is,
// so following a link is still instant.

for (const locale of ['hi', 'ar'] as const) {
  test(`prefetching waits for the visitor's first action (${locale})`, async ({page}) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'other' && request.url().endsWith('.js')) prefetched.push(request.url());
    });
    await page.goto(at(locale, '/docs/usage/'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);

    await page.mouse.wheel(0, 200);
    await expect.poll(() => prefetched.length).toBeGreaterThan(0);

    // Navigation works as before.
    await page
      .locator(`.navbar a[href="${at(locale, '/pricing/')}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/pricing/')}$`));
    await expect(page.locator('main h1')).toBeVisible();
  });
}

// The page's own scripts are neither fetched nor run before its text is painted: on a slow
// connection they would otherwise share it with the page's HTML and stylesheet.
for (const locale of ['hi', 'ar', 'zh'] as const) {
  test(`a page's scripts are asked for only after its first paint (${locale})`, async ({page}) => {
    await page.goto(at(locale, '/docs/usage/'));
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).toBeLessThan(Infinity);
    expect(timing.scripts.length).toBeGreaterThan(1);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
  });
}

// Every script a page runs asks V8 to compile all of its functions while it streams in (Chrome 136
// and later), so that a phone's main thread does not stop to compile each function at its first
// call while the page starts. The search modal's code, loaded on first use, asks the same.
for (const locale of ['hi', 'ar', 'zh'] as const) {
  test(`every script a page runs asks to be compiled as it loads (${locale})`, async ({page}) => {
    await page.goto(at(locale, '/docs/usage/'));
    await hydrated(page);
    await openSearch(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\/assets\/js\/[^/]+\.js$/.test(name)),
    );
    // The runtime, the main bundle, the page's own chunks and the search modal's.
    expect(scripts.length).toBeGreaterThan(4);
    for (const script of scripts) {
      const text = await (await page.request.get(script)).text();
      expect(text.startsWith(`${COMPILE_HINT}\n`), script).toBe(true);
    }
  });
}

// A page names its route's code with its bundles: a first visit fetches all of it at once, and the
// main bundle, when it runs, finds the route's chunks there and adds no script of its own. The page
// still hydrates, and client-side navigation to another route loads that route's code.
for (const locale of ['hi', 'ar', 'zh'] as const) {
  test(`a page's route code comes with the page, not after the main bundle (${locale})`, async ({page}) => {
    for (const [path, next] of [
      ['/docs/usage/', '/pricing/'],
      ['/pricing/', '/docs/usage/'],
    ] as const) {
      await page.goto(at(locale, path));
      await hydrated(page);
      const loaded = await page.evaluate(() => ({
        named: Array.from(
          document.querySelectorAll('script[data-bundle]'),
          (script) => new URL(script.getAttribute('data-bundle')!, location.href).href,
        ),
        fetched: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\/assets\/js\/[^/]+\.js$/.test(name)),
      }));
      // The runtime, the route's chunks, the main bundle: nothing fetched that the page did not name.
      expect(loaded.named.length, path).toBeGreaterThan(2);
      expect(loaded.named.at(-1), path).toMatch(/\/main\.[^/]+\.js$/);
      expect(
        loaded.fetched.filter((script) => !loaded.named.includes(script)),
        path,
      ).toEqual([]);
      expect(new Set(loaded.fetched), path).toEqual(new Set(loaded.named));

      // Client-side navigation: the same document shows the next route, with that route's code.
      await page.evaluate(() => document.documentElement.setAttribute('data-first-document', ''));
      await page
        .locator(`a[href="${at(locale, next)}"]:visible`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, next)}$`));
      await expect(page.locator('main h1, article h1').first()).toBeVisible();
      await expect(page.locator('html[data-first-document]')).toHaveCount(1);
    }
  });
}

// The pricing page's prices come written out with the page's code: starting the page formats no
// money with Intl (a page's first currency format loads Chrome's number data, a long task on a
// phone), and switching to yearly billing shows the yearly price, written as the server writes it.
for (const locale of ['hi', 'ar', 'zh'] as const) {
  test(`the pricing page starts without formatting a price in the browser (${locale})`, async ({page}) => {
    await page.addInitScript(() => {
      const Original = Intl.NumberFormat;
      const w = window as unknown as {currencyFormats: number};
      w.currencyFormats = 0;
      Intl.NumberFormat = new Proxy(Original, {
        construct(target, args: [string?, Intl.NumberFormatOptions?]) {
          if (args[1]?.style === 'currency') w.currencyFormats += 1;
          return new target(...args);
        },
        apply(target, self, args: [string?, Intl.NumberFormatOptions?]) {
          if (args[1]?.style === 'currency') w.currencyFormats += 1;
          return target(...args);
        },
      });
    });
    await page.goto(at(locale, '/pricing/'));
    await hydrated(page);
    const monthly = await page.getByTestId('plan-pro-price').innerText();
    expect(monthly).toMatch(/5[.,٫]99|٥[.,٫]٩٩/);
    await page.getByTestId('billing-period').getByRole('button').nth(1).click();
    await expect(page.getByTestId('plan-pro-price')).toContainText(/59[.,٫]99|٥٩[.,٫]٩٩/);
    expect(await page.evaluate(() => (window as unknown as {currencyFormats: number}).currencyFormats)).toBe(0);
  });
}
