import {readFileSync} from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import {analysePage, frontMatter, latinLanguageOf, shareOf} from '../../scripts/lib/docContent';
import {findLocale} from '@interlinear/shared/locales';
import {simplifiedCharacters} from '../../plugins/i18n-content/content';
import {BLOG_POSTS, at, hydrated, openSearch, readingTime, settings, t} from './support';

// Which text each locale shows for a doc page (plugins/i18n-content): German, Spanish, French,
// Italian, both Portuguese and Russian have docs of their own; while Korean, Arabic and Japanese
// have none, they show the English page under a notice; zh-TW shows the Chinese page converted to
// Traditional characters; zh-Hans shows the Chinese page as it is.

const englishTitle = (id: string) =>
  String(frontMatter(readFileSync(`i18n/en-US/docusaurus-plugin-content-docs/current/${id}.md`, 'utf8')).title);
const notice = (page: Page) => page.locator('.translation-notice');
const canonical = (page: Page) => page.locator('head link[rel="canonical"]');
const alternate = (page: Page, hreflang: string) => page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);

test.describe('a locale without its own docs', () => {
  test('Korean shows the English page under a Korean notice, marked as English, with its canonical address', async ({
    page,
  }) => {
    await page.goto(at('ko', '/docs/usage/'));
    await hydrated(page);
    await expect(notice(page)).toContainText(t('ko', 'translation.notice.fallback.en'));
    const content = page.locator('article .content-language-fallback');
    await expect(content).toHaveAttribute('lang', 'en-US');
    await expect(content.locator('h1')).toHaveText(englishTitle('usage'));
    // The notice speaks Korean and sits above the English text, outside it.
    expect(await notice(page).evaluate((n) => n.closest('[lang]')?.getAttribute('lang'))).toBe('ko-KR');
    await expect(canonical(page)).toHaveAttribute('href', `${settings.siteUrl}/en/docs/usage/`);
    await expect(alternate(page, 'ko-KR')).toHaveCount(0);
    await expect(alternate(page, 'en-US')).toHaveAttribute('href', `${settings.siteUrl}/en/docs/usage/`);

    // "Help translate" leads to the status page, in Korean, with every language's figures.
    await notice(page)
      .getByRole('link', {name: t('ko', 'translation.notice.help')})
      .click();
    await expect(page).toHaveURL(/\/ko\/translation-status\/$/);
    await expect(page.locator('h1')).toHaveText(t('ko', 'marketing.translationStatus.title'));
    await expect(page.locator('tbody tr')).toHaveCount(15);
    await expect(page.locator('tbody tr[aria-current="true"] th')).toHaveText('한국어');
    await expect(page.getByRole('link', {name: englishTitle('usage')})).toHaveAttribute('href', '/ko/docs/usage/');
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

  test('the Korean sitemap lists no page shown from another language; the English one does', async ({request}) => {
    const korean = await (await request.get(at('ko', '/sitemap.xml'))).text();
    expect(korean).toContain(`${settings.siteUrl}/ko/pricing/`);
    expect(korean).not.toContain('/ko/docs/');
    expect(korean).not.toContain('/ko/blog/20');
    const english = await (await request.get(at('en', '/sitemap.xml'))).text();
    expect(english).toContain(`${settings.siteUrl}/en/docs/usage/`);
  });

  test('a Korean search finds the English fallback pages, at Korean addresses', async ({page}) => {
    await page.goto(at('ko', '/docs/usage/'));
    await hydrated(page);
    await openSearch(page);
    await page.keyboard.type('DeepL');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toBeVisible();
    expect(await hit.getAttribute('data-href')).toMatch(/^\/ko\/docs\//);
    // The notice is not indexed as the pages' text.
    const index = await (await page.request.get(at('ko', '/search-index.json'))).text();
    expect(index).toContain('DeepL');
    expect(index).not.toContain(t('ko', 'translation.notice.fallback.en'));
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

/** Locales whose docs and blog their own writers wrote, with the language their text must read as. */
const WRITTEN = [
  {code: 'de', language: 'de'},
  {code: 'es', language: 'es'},
  {code: 'fr', language: 'fr'},
  {code: 'it', language: 'it'},
  {code: 'pt', language: 'pt'},
  {code: 'pt-BR', language: 'pt'},
  {code: 'ru', language: undefined},
] as const;

const ownTitle = (code: string, file: string) =>
  String(frontMatter(readFileSync(`i18n/${findLocale(code)!.folder}/docusaurus-plugin-content-${file}`, 'utf8')).title);

/** What is wrong with the language of a page's text, or nothing. */
function languageOf(code: string, language: string | undefined, text: string): string | undefined {
  if (language) return latinLanguageOf(text)?.language;
  return shareOf(analysePage(text, code), 'Cyrillic') >= 0.6 ? 'ru' : 'not Russian';
}

test.describe('locales with docs of their own', () => {
  for (const {code, language} of WRITTEN) {
    test(`${code}: the usage and DeepL pages are the locale's own, with no notice; the blog lists every post`, async ({
      page,
    }) => {
      for (const id of ['usage', 'services/deepL']) {
        await page.goto(at(code, `/docs/${id}/`));
        await expect(page.locator('article h1')).toHaveText(ownTitle(code, `docs/current/${id}.md`));
        await expect(notice(page)).toHaveCount(0);
        await expect(page.locator('.content-language-fallback')).toHaveCount(0);
        expect(languageOf(code, language, await page.locator('article').innerText()), id).toBe(language ?? 'ru');
        await expect(canonical(page)).toHaveAttribute('href', `${settings.siteUrl}/${code}/docs/${id}/`);
      }

      await page.goto(at(code, '/blog/'));
      await expect(notice(page)).toHaveCount(0);
      const posts = page.locator('article');
      await expect(posts).toHaveCount(BLOG_POSTS);
      for (const post of await posts.all()) await expect(post.locator('header')).toContainText(readingTime(code));
      await expect(posts.first().locator('h2')).toHaveText(ownTitle(code, 'blog/2026-11-12-release-2-14/index.md'));
    });
  }

  test('an anchor link survives switching between German and French, both ways', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(at('de', '/docs/usage/#custom-shortcuts'));
    await hydrated(page);
    for (const to of ['fr', 'de'] as const) {
      const heading = page.locator('h4#custom-shortcuts');
      await expect(heading).toBeInViewport();
      const before = await heading.innerText();
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, -200);
      await page
        .locator('.navbar__items--right .dropdown')
        .filter({has: page.locator('a[href="#"] svg[class*="iconLanguage"]')})
        .hover();
      await page.getByRole('link', {name: findLocale(to)!.label, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`/${to}/docs/usage/#custom-shortcuts$`));
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', findLocale(to)!.htmlLang);
      // The same heading, in the other language, still in view.
      await expect(heading).toBeInViewport();
      expect(await heading.innerText()).not.toBe(before);
    }
  });
});
