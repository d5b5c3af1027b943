import {test, expect} from '@playwright/test';
import {TEST_LOCALES, at, collectPageErrors, hydrated, siteFooter} from './support';

for (const locale of TEST_LOCALES) {
  test.describe(`browser storage in ${locale}`, () => {
    test('corrupt stored values do not break a page', async ({page}) => {
      const errors = collectPageErrors(page);
      await page.addInitScript(() => {
        localStorage.setItem('user_info', '{"subscription": {"subscriptionStatus": ');
        localStorage.setItem('theme', '%%%');
        localStorage.setItem('interlinear.reveal', '\u0000,blog,<script>');
        localStorage.setItem('docs-preferred-version-default', 'a-version-that-does-not-exist');
      });
      await page.goto(at(locale, '/docs/usage/'));
      await hydrated(page);
      await expect(page.getByTestId('premium-tag-navbar')).toBeVisible();
      await expect(page.locator('article h1')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
      expect(errors).toEqual([]);
    });

    test('storage blocked by the browser does not break a page', async ({page}) => {
      const errors = collectPageErrors(page);
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      await page.goto(at(locale, '/download/'));
      await hydrated(page);
      await expect(page.getByTestId('premium-tag-navbar')).toBeVisible();
      await expect(page.getByTestId('navbar-profile')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('remembers the language the visitor reads in', async ({page}) => {
      await page.goto(at(locale, '/learn/'));
      await hydrated(page);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(locale);
    });
  });
}

test('the server-rendered page is complete without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(at('hi', '/download/'));
  await expect(page.locator('main h1')).toBeVisible();
  await expect(siteFooter(page)).toBeVisible();
  await context.close();
});
