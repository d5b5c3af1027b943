import {test, expect} from '@playwright/test';
import {
  BLOG_POSTS,
  TEST_LOCALES,
  at,
  collectPageErrors,
  hydrated,
  navLabel,
  readingTime,
  settings,
  siteFooter,
} from './support';

for (const locale of TEST_LOCALES) {
  test.describe(`layout in ${locale}`, () => {
    test('the announcement bar closes and stays closed until the announcement changes', async ({page}) => {
      await page.goto(at(locale, '/'));
      await hydrated(page);
      const bar = page.locator('.theme-announcement-bar');
      await expect(bar).toBeVisible();
      await expect(bar.locator(`a[href="${at(locale, settings.announcement.href)}"]`)).toBeVisible();
      await bar.locator('button').click();
      await expect(bar).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await expect(bar).toHaveCount(0);
      // A visitor who dismissed an older announcement sees the new one.
      await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
      await page.reload();
      await hydrated(page);
      await expect(bar).toBeVisible();
    });

    test('the colour mode follows the system until the visitor picks one, and the pick persists', async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await page.goto(at(locale, '/'));
      await hydrated(page);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await page.emulateMedia({colorScheme: 'light'});
      await expect(html).toHaveAttribute('data-theme', 'light');
      const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
      // The toggle cycles light -> dark (-> system); click until dark is the explicit choice.
      for (let i = 0; i < 3 && (await page.evaluate(() => localStorage.getItem('theme'))) !== 'dark'; i += 1) {
        await toggle.click();
      }
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    });

    test('below 996 px the navbar becomes a drawer that closes when the window widens', async ({page}) => {
      await page.setViewportSize({width: 800, height: 900});
      await page.goto(at(locale, '/download/'));
      await hydrated(page);
      await expect(page.locator('.navbar__items--right .navbar__item').first()).toBeHidden();
      await page.locator('.navbar__toggle').click();
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer).toBeVisible();
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      await expect(drawer.getByRole('link', {name: navLabel(locale, '价格'), exact: true})).toBeVisible();
      await page.setViewportSize({width: 1200, height: 900});
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
      await expect(page.locator('.navbar__toggle')).toBeHidden();
    });

    test('on a phone the drawer is built when the reader reaches for the menu, and holds the docs sidebar', async ({
      page,
    }) => {
      await page.setViewportSize({width: 412, height: 823});
      await page.goto(at(locale, '/docs/usage/'));
      await hydrated(page);
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer).toHaveCount(0);
      await page.locator('.navbar__toggle').focus();
      await expect(drawer).toHaveCount(1);
      await expect(drawer).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      await expect(drawer.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveAttribute(
        'href',
        at(locale, '/docs/usage/'),
      );
      await drawer.locator('.navbar-sidebar__close').click();
      await expect(drawer).toBeHidden();
    });

    test('a doc page opened on a phone drops the desktop sidebar and contents, and brings back working ones when widened', async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await page.setViewportSize({width: 412, height: 823});
      await page.goto(at(locale, '/docs/usage/'));
      await hydrated(page);
      const desktopSidebar = page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu');
      const desktopToc = page.locator('.theme-doc-toc-desktop');
      await expect(desktopSidebar).toHaveCount(0);
      await expect(desktopToc).toHaveCount(0);
      await page.setViewportSize({width: 1280, height: 900});
      await expect(desktopSidebar).toHaveCount(1);
      await expect(desktopToc).toHaveCount(1);
      await expect(desktopSidebar.locator('a[aria-current="page"]')).toHaveAttribute(
        'href',
        at(locale, '/docs/usage/'),
      );
      // The sidebar is the working one: a closed category opens.
      const href = await desktopSidebar
        .locator('.menu__list-item--collapsed > div > a.menu__link--sublist')
        .first()
        .getAttribute('href');
      const category = desktopSidebar
        .locator('.menu__list-item')
        .filter({has: page.locator(`a.menu__link--sublist[href="${href}"]`)})
        .first();
      await expect(category).toHaveClass(/menu__list-item--collapsed/);
      await category.locator('button.menu__caret').first().click();
      await expect(category).not.toHaveClass(/menu__list-item--collapsed/);
      // So is the table of contents: it marks the heading a click leads to.
      const last = desktopToc.locator('a').last();
      await last.click();
      await expect(last).toHaveClass(/table-of-contents__link--active/);
      expect(errors).toEqual([]);
    });

    test('the table of contents lists level 2 and 3 headings only', async ({page}) => {
      await page.setViewportSize({width: 1440, height: 900});
      await page.goto(at(locale, '/docs/usage/'));
      const toc = page.locator('.table-of-contents').first();
      await expect(toc).toBeVisible();
      const ids = await page
        .locator('article h2[id], article h3[id], article h4[id]')
        .evaluateAll((hs) => hs.map((h) => ({level: h.tagName, id: h.id})));
      expect(ids.some((h) => h.level === 'H4')).toBe(true);
      for (const {level, id} of ids) {
        await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(level === 'H4' ? 0 : 1);
      }
    });

    test('the blog shows every post on one page with its reading time', async ({page}) => {
      await page.goto(at(locale, '/blog/'));
      const posts = page.locator('article');
      await expect(posts).toHaveCount(BLOG_POSTS);
      for (const post of await posts.all()) {
        await expect(post.locator('time')).toHaveCount(1);
        await expect(post.locator('header')).toContainText(readingTime(locale));
      }
      await expect(page.locator('a.pagination-nav__link')).toHaveCount(0);
    });

    test('the base-URL warning banner is off by default', async ({page}) => {
      await page.goto(at(locale, '/'));
      await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
    });

    test('a slow navigation shows the thin progress bar, not a spinner', async ({page}) => {
      await page.goto(at(locale, '/'));
      await hydrated(page);
      await page.route('**/assets/js/*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      });
      // A footer link: not yet in view, so its page's code has not been prefetched.
      await siteFooter(page)
        .locator(`a[href="${at(locale, '/docs/TERMS/')}"]`)
        .click();
      await expect(page.locator('#nprogress .bar')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/docs/TERMS/')}$`), {timeout: 15_000});
      await expect(page.locator('svg#loader')).toHaveCount(0);
    });
  });
}
