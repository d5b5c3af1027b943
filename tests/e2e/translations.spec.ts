import {readFileSync} from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import {frontMatter} from '../../scripts/lib/docContent';
import {simplifiedCharacters} from '../../plugins/i18n-content/content';
import {BLOG_POSTS, at, hydrated, openSearch, settings, t} from './support';

// Which text each locale shows for a doc page it has not translated (plugins/i18n-content): while
// German, Arabic and the others have no docs of their own, they show the English page under a
// notice; zh-TW shows the Chinese page converted to Traditional characters; zh-Hans shows the
// Chinese page as it is.

const englishTitle = (id: string) =>
  String(frontMatter(readFileSync(`i18n/en-US/docusaurus-plugin-content-docs/current/${id}.md`, 'utf8')).title);
const notice = (page: Page) => page.locator('.translation-notice');
const canonical = (page: Page) => page.locator('head link[rel="canonical"]');
const alternate = (page: Page, hreflang: string) => page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);

test.describe('a locale without its own docs', () => {
  test('German shows the English page under a German notice, marked as English, with its canonical address', async ({
    page,
  }) => {
    await page.goto(at('de', '/docs/usage/'));
    await hydrated(page);
    await expect(notice(page)).toContainText(t('de', 'translation.notice.fallback.en'));
    const content = page.locator('article .content-language-fallback');
    await expect(content).toHaveAttribute('lang', 'en-US');
    await expect(content.locator('h1')).toHaveText(englishTitle('usage'));
    // The notice speaks German and sits above the English text, outside it.
    expect(await notice(page).evaluate((n) => n.closest('[lang]')?.getAttribute('lang'))).toBe('de-DE');
    await expect(canonical(page)).toHaveAttribute('href', `${settings.siteUrl}/en/docs/usage/`);
    await expect(alternate(page, 'de-DE')).toHaveCount(0);
    await expect(alternate(page, 'en-US')).toHaveAttribute('href', `${settings.siteUrl}/en/docs/usage/`);

    // "Help translate" leads to the status page, in German, with every language's figures.
    await notice(page)
      .getByRole('link', {name: t('de', 'translation.notice.help')})
      .click();
    await expect(page).toHaveURL(/\/de\/translation-status\/$/);
    await expect(page.locator('h1')).toHaveText(t('de', 'marketing.translationStatus.title'));
    await expect(page.locator('tbody tr')).toHaveCount(15);
    await expect(page.locator('tbody tr[aria-current="true"] th')).toHaveText('Deutsch');
    await expect(page.getByRole('link', {name: englishTitle('usage')})).toHaveAttribute('href', '/de/docs/usage/');
  });

  test('Arabic shows the English text left to right inside the right-to-left layout, posts too', async ({page}) => {
    await page.goto(at('ar', '/docs/usage/'));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(notice(page)).toContainText(t('ar', 'translation.notice.fallback.en'));
    const content = page.locator('article .content-language-fallback');
    await expect(content).toHaveAttribute('lang', 'en-US');
    await expect(content).toHaveAttribute('dir', 'ltr');
    expect(
      await content
        .locator('p')
        .first()
        .evaluate((p) => getComputedStyle(p).direction),
    ).toBe('ltr');

    await page.goto(at('ar', '/blog/'));
    await expect(page.locator('.content-language-fallback[lang="en-US"] article')).toHaveCount(BLOG_POSTS);
  });

  test('the German sitemap lists no page shown from another language; the English one does', async ({request}) => {
    const german = await (await request.get(at('de', '/sitemap.xml'))).text();
    expect(german).toContain(`${settings.siteUrl}/de/pricing/`);
    expect(german).not.toContain('/de/docs/');
    expect(german).not.toContain('/de/blog/20');
    const english = await (await request.get(at('en', '/sitemap.xml'))).text();
    expect(english).toContain(`${settings.siteUrl}/en/docs/usage/`);
  });

  test('a German search finds the English fallback pages, at German addresses', async ({page}) => {
    await page.goto(at('de', '/docs/usage/'));
    await hydrated(page);
    await openSearch(page);
    await page.keyboard.type('DeepL');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toBeVisible();
    expect(await hit.getAttribute('data-href')).toMatch(/^\/de\/docs\//);
    // The notice is not indexed as the pages' text.
    const index = await (await page.request.get(at('de', '/search-index.json'))).text();
    expect(index).toContain('DeepL');
    expect(index).not.toContain(t('de', 'translation.notice.fallback.en'));
  });
});

test.describe('Chinese locales', () => {
  test('zh-TW shows the Chinese page converted to Traditional characters, under its own notice', async ({page}) => {
    await page.goto(at('zh-TW', '/docs/usage/'));
    await hydrated(page);
    await expect(notice(page)).toContainText(t('zh-TW', 'translation.notice.converted'));
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/\p{Script=Han}{20}/u);
    expect(simplifiedCharacters(text)).toEqual([]);
    await expect(page.locator('.content-language-fallback')).toHaveCount(0);
    await expect(canonical(page)).toHaveAttribute('href', `${settings.siteUrl}/zh-TW/docs/usage/`);
    await expect(alternate(page, 'zh-TW')).toHaveCount(1);

    await page.goto(at('zh-TW', '/blog/'));
    expect(simplifiedCharacters(await page.locator('main').innerText())).toEqual([]);
  });

  test('zh-Hans shows the Chinese page with no notice; its canonical address is the Chinese page', async ({page}) => {
    await page.goto(at('zh-Hans', '/docs/usage/'));
    await hydrated(page);
    await expect(page.locator('article h1')).toHaveText('基础使用');
    await expect(notice(page)).toHaveCount(0);
    await expect(page.locator('.content-language-fallback')).toHaveCount(0);
    await expect(canonical(page)).toHaveAttribute('href', `${settings.siteUrl}/docs/usage/`);
  });
});

test('pages translated from the current source carry no notice and no language mark', async ({page}) => {
  for (const path of [at('hi', '/docs/usage/'), at('en', '/docs/usage/'), '/docs/usage/', at('hi', '/blog/')]) {
    await page.goto(path);
    await expect(notice(page)).toHaveCount(0);
    await expect(page.locator('.content-language-fallback')).toHaveCount(0);
  }
  await expect(canonical(page)).toHaveAttribute('href', `${settings.siteUrl}/hi/blog/`);
});
