import {readFileSync} from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import {analysePage, frontMatter} from '../../scripts/lib/docContent';
import {languageProblems} from '../../scripts/lib/localeLanguage';
import {findLocale} from '@interlinear/shared/locales';
import {BLOG_POSTS, at, hydrated, readingTime, settings} from './support';

// Which text each locale shows for a doc page (plugins/i18n-content): every locale has docs of its
// own, zh-Hans shows the Chinese page as it is. A page a locale lacks (shown from another language
// under a notice) is tested on the settings variant, whose Hindi lacks some (variant.spec.ts).

const notice = (page: Page) => page.locator('.translation-notice');
const canonical = (page: Page) => page.locator('head link[rel="canonical"]');

test.describe('Chinese locales', () => {
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

/** Locales whose docs and blog their own writers wrote. */
const WRITTEN = ['de', 'es', 'fr', 'it', 'pt', 'pt-BR', 'ru', 'ar', 'ja', 'ko', 'zh-TW'];

const ownTitle = (code: string, file: string) =>
  String(frontMatter(readFileSync(`i18n/${findLocale(code)!.folder}/docusaurus-plugin-content-${file}`, 'utf8')).title);

test.describe('locales with docs of their own', () => {
  for (const code of WRITTEN) {
    test(`${code}: the usage, DeepL and FAQ pages are the locale's own, with no notice; the blog lists every post`, async ({
      page,
    }) => {
      for (const id of ['usage', 'services/deepL', 'faq']) {
        await page.goto(at(code, `/docs/${id}/`));
        await expect(page.locator('article h1')).toHaveText(ownTitle(code, `docs/current/${id}.md`));
        await expect(notice(page)).toHaveCount(0);
        await expect(page.locator('.content-language-fallback')).toHaveCount(0);
        expect(languageProblems(code, analysePage(await page.locator('article').innerText(), code)), id).toEqual([]);
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

test.describe('Arabic, right to left', () => {
  test('key combinations and code stay left to right inside right-to-left prose', async ({page}) => {
    await page.goto(at('ar', '/docs/usage/'));
    const direction = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).direction);
    expect(await direction('article p')).toBe('rtl');
    const keys = page.locator('article p code, article td code').filter({hasText: /^Alt\+A$/});
    await expect(keys.first()).toBeVisible();
    expect(await keys.first().evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    // A key combination outside code is isolated, so its "+" stays between its keys.
    for (const bdi of await page.locator('article bdi').all())
      expect(await bdi.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate');

    await page.goto(at('ar', '/docs/js-sdk/'));
    await hydrated(page);
    const block = page.locator('article pre code').first();
    await expect(block).toBeVisible();
    // Polled: once the page knows it runs in a browser, the theme builds its code blocks anew (to
    // apply the reader's colour scheme), and an element read in between has left the page.
    await expect.poll(() => block.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    // Code lines start at the left edge of the block, as code is read.
    const indent = await block.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode();
      while (text && !text.textContent?.trim()) text = walker.nextNode();
      const range = document.createRange();
      range.selectNodeContents(text!);
      return range.getClientRects()[0]!.left - element.getBoundingClientRect().left;
    });
    expect(indent).toBeLessThan(40);
  });

  test('figures are written in the same digits as the text around them', async ({page}) => {
    const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/;
    for (const path of ['/pricing/', '/topup/', '/docs/services/deepL/', '/blog/', '/learn/']) {
      await page.goto(at('ar', path));
      await hydrated(page);
      expect(await page.locator('main').innerText(), path).not.toMatch(arabicIndic);
    }
  });
});
