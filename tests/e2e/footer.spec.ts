import {test, expect, type Page} from '@playwright/test';
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {TEST_LOCALES, at, footerText, hydrated, settings, t, siteFooter} from './support';

test.use({deviceScaleFactor: 3});

async function decodeQr(page: Page, testId: string): Promise<string | null> {
  const img = page.getByTestId(testId);
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
  const png = PNG.sync.read(await img.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

for (const locale of TEST_LOCALES) {
  test.describe(`footer in ${locale}`, () => {
    test('has the link columns of the specification', async ({page}) => {
      await page.goto(at(locale, '/'));
      const footer = siteFooter(page);
      for (const title of ['文档', '社区', '条款']) {
        await expect(
          footer.locator('.footer__title').filter({hasText: footerText(locale, `link.title.${title}`)}),
        ).toBeVisible();
      }
      for (const path of ['/docs/usage/', '/docs/faq/', '/docs/services/', '/docs/TERMS/', '/docs/PRIVACY/']) {
        await expect(footer.locator(`a[href="${at(locale, path)}"]`)).toBeVisible();
      }
      for (const href of [
        settings.links.releases,
        settings.links.issues,
        settings.links.serviceApplication,
        settings.links.feedback,
      ]) {
        await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
      }
    });

    test('shows the logo, the 2025 copyright and the public social links only', async ({page}) => {
      await page.goto(at(locale, '/'));
      await hydrated(page);
      const footer = siteFooter(page);
      await expect(footer.locator('.footer__logo, img[src$="/img/logo.svg"]').first()).toBeVisible();
      await expect(footer).toContainText(footerText(locale, 'copyright'));
      expect(footerText(locale, 'copyright')).toContain('2025');
      for (const s of settings.social) {
        const link = footer.locator(`a[data-social="${s.id}"]`);
        if (s.gated) await expect(link).toBeHidden();
        else await expect(link).toBeVisible();
      }
      await expect(page.getByTestId('premium-tag-footer')).toBeVisible();
    });

    test('QR codes decode back to the app store addresses', async ({page}) => {
      await page.goto(at(locale, '/learn/'));
      await siteFooter(page).scrollIntoViewIfNeeded();
      expect(await decodeQr(page, 'qr-ios')).toBe(settings.stores.iosApp);
      expect(await decodeQr(page, 'qr-android')).toBe(settings.stores.androidApp);
      await expect(page.locator('footer figcaption').first()).toHaveText(t(locale, 'layout.footer.qr.ios'));
    });
  });
}
