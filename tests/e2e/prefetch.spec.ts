import {test, expect} from '@playwright/test';
import {at, hydrated} from './support';

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
