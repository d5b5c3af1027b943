import {test, expect} from '@playwright/test';
import {findLocale} from '@interlinear/shared/locales';
import {TEST_LOCALES, at, hydrated, navLabel, settings, t, versionLabel} from './support';

for (const locale of TEST_LOCALES) {
  test.describe(`navbar in ${locale}`, () => {
    test.beforeEach(async ({page}) => {
      await page.setViewportSize({width: 1440, height: 900});
    });

    test('shows a 32x32 logo of our own', async ({page}) => {
      await page.goto(at(locale, '/'));
      const logo = page.locator('.navbar__logo img').first();
      await expect(logo).toHaveAttribute('src', /\/img\/logo\.svg$/);
      const box = (await logo.boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([32, 32]);
    });

    test('lists the entries in the specified order', async ({page}) => {
      await page.goto(at(locale, '/download/'));
      await hydrated(page);
      const left = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
      const expected = ['下载', '文档', '价格', '学习中心', '文档翻译', '工具', '更多'].map((l) => navLabel(locale, l));
      await expect(left).toHaveText(
        expected.map((l) => new RegExp(`^\\s*${l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
      );
      const hrefs = await left.evaluateAll((els) => els.slice(0, 5).map((e) => e.getAttribute('href')));
      expect(hrefs).toEqual([
        at(locale, '/download/'),
        at(locale, '/docs/usage/'),
        at(locale, '/pricing/'),
        at(locale, '/learn/'),
        settings.links.documentTranslation,
      ]);
      // Right side, in reading order: profile, Premium, language, docs version, search, colour toggle.
      const right = page.locator('.navbar__items--right');
      const parts = [
        right.getByTestId('navbar-profile'),
        right.getByTestId('premium-tag-navbar'),
        right.locator('.dropdown').filter({hasText: findLocale(locale)!.label}),
        right.locator('a.navbar__link').filter({hasText: versionLabel(locale)}),
        right.getByTestId('navbar-search'),
        right.locator('button[class*="toggleButton"]'),
      ];
      const xs: number[] = [];
      for (const part of parts) xs.push((await part.first().boundingBox())!.x);
      const reading = locale === 'ar' ? [...xs].sort((a, b) => b - a) : [...xs].sort((a, b) => a - b);
      expect(xs).toEqual(reading);
    });

    test('the Tools menu offers the seven web apps of the settings', async ({page}) => {
      await page.goto(at(locale, '/'));
      await hydrated(page);
      // The Tools menu itself (its own label), not the More menu that may list its entries.
      const label = navLabel(locale, '工具');
      const tools = page
        .locator('.navbar__items > .dropdown')
        .filter({has: page.locator(':scope > .navbar__link', {hasText: new RegExp(`^${label}$`)})});
      const hrefs = await tools.locator('.dropdown__menu a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(Object.values(settings.tools));
      // Where the bar has no room for it (long labels), the More menu offers the same entries.
      if ((await tools.getAttribute('data-navbar-overflow')) === null) {
        await tools.hover();
        await expect(tools.locator('.dropdown__menu a').first()).toBeVisible();
      } else {
        const more = page.locator('.navbar__items > .dropdown').filter({has: page.locator('a.navbar-overflow__child')});
        await more.hover();
        const moved = more.locator('a.navbar-overflow__child');
        expect(await moved.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
          expect.arrayContaining(Object.values(settings.tools)),
        );
        await expect(moved.first()).toBeVisible();
      }
    });

    // A phone hides the bar's entries and hydrates them only when idle; a window made wide later
    // still gets working menus.
    test('entries a phone hid answer once the window is wide', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(at(locale, '/docs/usage/'));
      await hydrated(page);
      await expect(page.locator('.navbar__items .dropdown').first()).toBeHidden();
      await page.setViewportSize({width: 1440, height: 900});
      const toggle = page
        .locator('.navbar__items .dropdown')
        .filter({hasText: navLabel(locale, '更多')})
        .locator('> a.navbar__link');
      await expect(toggle).toBeVisible();
      // The menu opens from the keyboard once its entry has hydrated (before, Enter only follows "#").
      await expect(async () => {
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true', {timeout: 1000});
      }).toPass({timeout: 15_000});
      await expect(toggle.locator('xpath=..').locator('.dropdown__menu a').first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/docs/usage/')}(#)?$`));
    });

    test('the More menu hides the blog, usage scenarios and Edge entries until revealed', async ({page}) => {
      await page.goto(at(locale, '/'));
      await hydrated(page);
      const more = page.locator('.navbar__items .dropdown').filter({hasText: navLabel(locale, '更多')});
      await more.hover();
      const menu = more.locator('.dropdown__menu');
      await expect(menu.locator(`a[href="${at(locale, '/exchange/')}"]`)).toBeVisible();
      await expect(menu.locator(`a[href="${at(locale, '/docs/joinUs/')}"]`)).toBeVisible();
      for (const href of [at(locale, '/blog/'), at(locale, '/usage-scenarios/'), settings.links.edgePromotion]) {
        await expect(menu.locator(`a[href="${href}"]`)).toBeHidden();
      }
      // A preview flag reveals them and is remembered across navigation.
      await page.goto(at(locale, '/?reveal=blog,usageScenarios,edgeActivity'));
      await hydrated(page);
      await page.goto(at(locale, '/learn/'));
      await hydrated(page);
      await more.hover();
      for (const href of [at(locale, '/blog/'), at(locale, '/usage-scenarios/'), settings.links.edgePromotion]) {
        await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
      }
      await page.goto(at(locale, '/learn/?reveal='));
      await hydrated(page);
      await more.hover();
      await expect(menu.locator(`a[href="${at(locale, '/blog/')}"]`)).toBeHidden();
    });

    test('the profile entry leads to login, or to the profile once the login cookie is set', async ({
      page,
      context,
      baseURL,
    }) => {
      await page.goto(at(locale, '/'));
      const profile = page.getByTestId('navbar-profile');
      // The site's own login page, which brings the visitor back here afterwards.
      await expect(profile).toHaveAttribute(
        'href',
        `${at(locale, settings.links.login)}?next=${encodeURIComponent(at(locale, '/'))}`,
      );
      await expect(profile).toHaveText(t(locale, 'layout.login.label'));
      await context.addCookies([{name: settings.storage.loginCookie, value: 'abc', url: baseURL!}]);
      await page.reload();
      await expect(profile).toHaveAttribute('href', at(locale, settings.links.profilePath));
      await expect(profile).toHaveText(t(locale, 'layout.profile.label'));
    });

    test('the docs version entry shows the current version’s label', async ({page}) => {
      await page.goto(at(locale, '/docs/usage/'));
      await expect(
        page.locator('.navbar__items--right a.navbar__link').filter({hasText: versionLabel(locale)}),
      ).toBeVisible();
    });

    test('hides when scrolling down and returns when scrolling up', async ({page}) => {
      await page.setViewportSize({width: 1440, height: 500});
      await page.goto(at(locale, '/docs/usage/'));
      await hydrated(page);
      const navbar = page.locator('nav.navbar');
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(100);
      await page.mouse.wheel(0, 300);
      await expect.poll(async () => (await navbar.boundingBox())!.y).toBeLessThan(-20);
      await page.mouse.wheel(0, -200);
      await expect.poll(async () => (await navbar.boundingBox())!.y).toBe(0);
    });

    test('the search entry opens the search modal', async ({page}) => {
      await page.goto(at(locale, '/'));
      await hydrated(page);
      await page.getByTestId('navbar-search').click();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
    });
  });
}
