import {test, expect} from '@playwright/test';
import {TEST_LOCALES, at, hydrated, t, siteFooter, settings} from './support';

for (const locale of TEST_LOCALES) {
  test.describe(`errors in ${locale}`, () => {
    test('an unknown address shows the locale’s not-found page with status 404', async ({page}) => {
      const res = await page.goto(at(locale, '/no-such-page/'));
      expect(res?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('main h1')).toHaveText(t(locale, 'theme.NotFound.title'));
      await expect(page.locator('main')).toContainText(t(locale, 'theme.NotFound.p1'));
      await expect(page.locator('main')).toContainText(t(locale, 'theme.NotFound.p2'));
    });

    test('the not-found page is not indexed, and its language menu and alternates lead to each home page', async ({
      page,
    }) => {
      await page.goto(at(locale, '/docs/no-such-page/'));
      await hydrated(page);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${settings.siteUrl}${at(locale, '/')}`,
      );
      await expect(page.locator('head link[rel="alternate"][hreflang="ar-SA"]')).toHaveAttribute(
        'href',
        `${settings.siteUrl}/ar/`,
      );
      const menu = page.locator('.navbar .dropdown__menu a[lang]');
      await expect(menu.first()).toBeAttached();
      for (const href of await menu.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^\/([a-zA-Z-]+\/)?$/);
      }
    });

    test('a crash shows the translated crash page with the error chain, and Try again recovers', async ({page}) => {
      // The first IntersectionObserver the page creates throws, as a broken browser extension might
      // make it do; the next ones work, so "Try again" can succeed.
      await page.addInitScript(() => {
        const Real = window.IntersectionObserver;
        let first = true;
        window.IntersectionObserver = class extends Real {
          constructor(...args: ConstructorParameters<typeof IntersectionObserver>) {
            if (first) {
              first = false;
              throw new Error('Observer refused by the browser');
            }
            super(...args);
          }
        };
      });
      await page.goto(at(locale, '/download/'));
      const crash = page.getByTestId('page-crash');
      await expect(crash).toBeVisible();
      await expect(crash.locator('h1')).toHaveText(t(locale, 'theme.ErrorPageContent.title'));
      await expect(crash).toContainText('Observer refused by the browser');
      await expect(page).toHaveTitle(new RegExp(t(locale, 'layout.error.pageTitle')));
      await crash.getByRole('button', {name: t(locale, 'theme.ErrorPageContent.tryAgain')}).click();
      await expect(crash).toHaveCount(0);
      await expect(page.locator('main h1')).toBeVisible();
    });

    test('a lazy part that fails to download shows its error and a Retry button that works', async ({page}) => {
      // Fail the chunk that holds the footer's QR codes, recognised by its content.
      let blocked = 0;
      await page.route('**/assets/js/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('<svg') && body.includes('viewBox') && blocked === 0) {
          blocked += 1;
          await route.abort('failed');
          return;
        }
        await route.fulfill({response, body});
      });
      await page.goto(at(locale, '/learn/'));
      await hydrated(page);
      await siteFooter(page).scrollIntoViewIfNeeded();
      const alert = page.locator('footer [role="alert"]');
      await expect(alert).toContainText(t(locale, 'layout.lazyPart.error'));
      expect(blocked).toBe(1);
      await alert.getByRole('button', {name: t(locale, 'layout.lazyPart.retry')}).click();
      await expect(page.getByTestId('qr-ios')).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  });
}
