import {test, expect, type Page} from '@playwright/test';
import {MARKETING_ROUTES} from '../../src/site/routes';
import {at, hydrated} from './support';

/** The marketing routes of this issue: everything but the search page. */
const ROUTES = MARKETING_ROUTES.filter((route) => route !== '/search/');

const SCRIPT = {hi: /\p{Script=Devanagari}/gu, en: /\p{Script=Latin}/gu, zh: /\p{Script=Han}/gu} as const;

/** Letters of the page's main content, by script. */
async function mainLetters(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/[^\p{L}]/gu, '');
}

for (const locale of ['hi', 'en', 'zh'] as const) {
  test(`every marketing route answers with its ${locale} content`, async ({page}) => {
    test.setTimeout(90_000);
    for (const route of ROUTES) {
      const response = await page.goto(at(locale, route));
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('main h1'), route).toHaveCount(1);
      const letters = await mainLetters(page);
      const own = letters.match(SCRIPT[locale])?.length ?? 0;
      expect(own / letters.length, `${route}: share of ${locale} script in the main content`).toBeGreaterThan(locale === 'hi' ? 0.6 : 0.7);
      if (locale !== 'zh') expect(letters.match(SCRIPT.zh) ?? [], `${route}: Chinese left in ${locale}`).toEqual([]);
    }
  });
}

for (const locale of ['hi', 'ar'] as const) {
  test(`marketing pages fit every width without sideways scrolling in ${locale}`, async ({page}) => {
    test.setTimeout(90_000);
    for (const width of [360, 768, 996, 1440]) {
      await page.setViewportSize({width, height: 900});
      for (const route of ['/', '/download/', '/pricing/', '/deals/manga/', '/usage-scenarios/', '/manual-chrome-extension/zip/']) {
        await page.goto(at(locale, route));
        await hydrated(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${route} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
}
