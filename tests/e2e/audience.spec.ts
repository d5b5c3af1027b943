import {test, expect} from '@playwright/test';
import {SAFARI_UA, TEST_LOCALES, at, hydrated, navLabel} from './support';

const PRO = JSON.stringify({subscription: {subscriptionStatus: 'active'}});

for (const locale of TEST_LOCALES) {
  test.describe(`role-dependent elements in ${locale}`, () => {
    test.beforeEach(async ({page}) => {
      await page.setViewportSize({width: 1440, height: 900});
    });

    test('the Premium tag shows for visitors who are not Pro and hides on pricing, following client navigation', async ({
      page,
    }) => {
      await page.goto(at(locale, '/download/'));
      await hydrated(page);
      const tag = page.getByTestId('premium-tag-navbar');
      await expect(tag).toBeVisible();
      await page
        .locator('.navbar')
        .getByRole('link', {name: navLabel(locale, '价格'), exact: true})
        .click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/pricing/')}$`));
      await expect(tag).toHaveCount(0);
      await page
        .locator('.navbar')
        .getByRole('link', {name: navLabel(locale, '下载'), exact: true})
        .click();
      await expect(tag).toBeVisible();
    });

    test('the Premium tag stays hidden for an active Pro member', async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('user_info', value), PRO);
      await page.goto(at(locale, '/download/'));
      await hydrated(page);
      await expect(page.getByTestId('navbar-profile')).toBeVisible();
      await expect(page.getByTestId('premium-tag-navbar')).toHaveCount(0);
      await expect(page.getByTestId('premium-tag-footer')).toHaveCount(0);
    });

    test('signing in as Pro in another tab hides the tag without a reload', async ({page, context}) => {
      await page.goto(at(locale, '/download/'));
      await hydrated(page);
      await expect(page.getByTestId('premium-tag-navbar')).toBeVisible();
      const other = await context.newPage();
      await other.goto(at(locale, '/learn/'));
      await other.evaluate((value) => window.localStorage.setItem('user_info', value), PRO);
      await expect(page.getByTestId('premium-tag-navbar')).toHaveCount(0);
    });
  });
}

test.describe('Safari-like browsers', () => {
  test.use({userAgent: SAFARI_UA});
  for (const locale of TEST_LOCALES) {
    test(`hide the profile and Premium elements in ${locale}`, async ({page}) => {
      await page.setViewportSize({width: 1440, height: 900});
      await page.goto(at(locale, '/download/'));
      await hydrated(page);
      await expect(page.getByTestId('navbar-search')).toBeVisible();
      await expect(page.getByTestId('navbar-profile')).toHaveCount(0);
      await expect(page.getByTestId('premium-tag-navbar')).toHaveCount(0);
    });

    test(`show no price on pricing and top-up in ${locale}, not even before the scripts run`, async ({page}) => {
      // Every price of the site is in US dollars, whatever the digits: "$5.99", "US$ 5.99", "٥٫٩٩ US$".
      const amount = /\$|USD/;
      for (const scripts of [false, true]) {
        if (!scripts) await page.route(/\/assets\/js\//, (route) => route.abort());
        else await page.unroute(/\/assets\/js\//);
        for (const path of ['/pricing/', '/topup/']) {
          await page.goto(at(locale, path));
          if (scripts) await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('data-safari-like', '');
          expect(await page.locator('[data-price]').count()).toBeGreaterThan(0);
          for (const price of await page.locator('[data-price]').all()) await expect(price).toBeHidden();
          expect(await page.locator('main').innerText(), `${path}, scripts ${scripts ? 'on' : 'off'}`).not.toMatch(
            amount,
          );
        }
      }
    });
  }
});

test('Chrome shows the prices', async ({page}) => {
  await page.goto(at('hi', '/pricing/'));
  await hydrated(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-safari-like', '');
  await expect(page.getByTestId('plan-pro-price')).toBeVisible();
  await expect(page.getByTestId('plan-pro-price')).toContainText(/\d[.,]\d\d/);
});

test.describe('the Edge promotion element', () => {
  const inside = new Date('2025-06-01T08:00:00Z');
  const before = new Date('2025-04-01T08:00:00Z');
  const after = new Date('2025-07-01T08:00:00Z');

  test('appears in Chinese inside its window', async ({page}) => {
    await page.clock.setFixedTime(inside);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('#navbar-edge-activity')).toBeVisible();
  });

  test('never appears in Hindi or Arabic, even inside the window or with preview=1', async ({page}) => {
    for (const locale of ['hi', 'ar']) {
      await page.clock.setFixedTime(inside);
      await page.goto(at(locale, '/?preview=1'));
      await hydrated(page);
      await expect(page.locator('#navbar-edge-activity')).toHaveCount(0);
    }
  });

  test('appears early with preview=1, and not after the end date', async ({page}) => {
    await page.clock.setFixedTime(before);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('#navbar-edge-activity')).toHaveCount(0);
    await page.goto('/?preview=1');
    await hydrated(page);
    await expect(page.locator('#navbar-edge-activity')).toBeVisible();
    await page.clock.setFixedTime(after);
    await page.goto('/?preview=1');
    await hydrated(page);
    await expect(page.locator('#navbar-edge-activity')).toHaveCount(0);
  });

  test('is absent today', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('#navbar-edge-activity')).toHaveCount(0);
  });
});
