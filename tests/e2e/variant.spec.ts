import {readFileSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {frontMatter} from '../../scripts/lib/docContent';
import {hydrated, settings, t} from './support';
import {VARIANT_PORT, WRONG_BASE_PORT} from './ports';

// A second build, of `hi` alone (so at the root), with SITE_COLOR_MODE=fixed-light and
// SITE_BASE_URL_BANNER=true; scripts/test.mjs makes it in build-variant/site/.

test('the fixed-light variant stays light, ignores the system preference and has no switch', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(`http://127.0.0.1:${VARIANT_PORT}/`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('.navbar button[class*="toggleButton"]')).toHaveCount(0);
});

test('with the banner switched on, a site served under the wrong base URL warns on its home page', async ({page}) => {
  // The build expects to live at /; served under /site/ its scripts and styles cannot load.
  await page.goto(`http://127.0.0.1:${WRONG_BASE_PORT}/site/`);
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('baseUrl');
});

test('with the banner switched on, a correctly served site shows no warning', async ({page}) => {
  await page.goto(`http://127.0.0.1:${VARIANT_PORT}/`);
  await hydrated(page);
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeHidden();
});

test('a translation whose source changed since it was translated says it may be out of date', async ({page}) => {
  // The variant is built from translations in which the Hindi "Basic usage" page records an older
  // source revision (tests/fixtures/outdated-translation.mjs); its other pages are current.
  await page.goto(`http://127.0.0.1:${VARIANT_PORT}/docs/usage/`);
  await hydrated(page);
  const notice = page.locator('.translation-notice');
  await expect(notice).toContainText(t('hi', 'translation.notice.outdated'));
  // The reader is sent to the page as it is now: along Hindi's chain, the current English page.
  const current = notice.getByRole('link', {name: t('hi', 'translation.notice.current', {language: 'English'})});
  // (A build of one locale puts every locale at the root, so the address has no /en/ here.)
  await expect(current).toHaveAttribute('href', /\/docs\/usage\/$/);
  await expect(current).toHaveAttribute('hreflang', 'en-US');
  // The status page counts it, and lists it as outdated.
  await page.goto(`http://127.0.0.1:${VARIANT_PORT}/translation-status/`);
  await expect(page.locator('tbody tr[aria-current="true"] td').nth(1)).toHaveText('1');
  const title = String(
    frontMatter(readFileSync('i18n/hi-IN/docusaurus-plugin-content-docs/current/usage.md', 'utf8')).title,
  );
  await expect(page.locator('main li').filter({hasText: title})).toContainText(
    t('hi', 'marketing.translationStatus.state.outdated'),
  );

  await page.goto(`http://127.0.0.1:${VARIANT_PORT}/docs/installation/`);
  await hydrated(page);
  await expect(page.locator('.translation-notice')).toHaveCount(0);
});

const variant = (path: string) => `http://127.0.0.1:${VARIANT_PORT}${path}`;
const englishTitle = (file: string) =>
  String(frontMatter(readFileSync(`i18n/en-US/docusaurus-plugin-content-${file}`, 'utf8')).title);

// The variant's Hindi lacks the FAQ and the post on bilingual reading (tests/fixtures/outdated-translation.mjs).
test.describe('a page the locale has not translated', () => {
  test('shows the English page under a Hindi notice, marked as English, with its canonical address', async ({page}) => {
    await page.goto(variant('/docs/faq/'));
    await hydrated(page);
    const notice = page.locator('.translation-notice');
    await expect(notice).toContainText(t('hi', 'translation.notice.fallback.en'));
    const content = page.locator('article .content-language-fallback');
    await expect(content).toHaveAttribute('lang', 'en-US');
    await expect(content).toHaveAttribute('dir', 'ltr');
    await expect(content.locator('h1')).toHaveText(englishTitle('docs/current/faq.md'));
    // The notice speaks Hindi and sits above the English text, outside it.
    expect(await notice.evaluate((n) => n.closest('[lang]')?.getAttribute('lang'))).toBe('hi-IN');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/faq\/$/);
    await expect(page.locator('head link[rel="alternate"][hreflang="hi-IN"]')).toHaveCount(0);
    // Its links lead to the pages Hindi has, and theirs back to it (the two live in different folders).
    await expect(content.locator('a[href="/docs/communities/"]').first()).toBeAttached();
    await page.goto(variant('/docs/apikey/'));
    await expect(page.locator('article a[href^="/docs/faq/"]').first()).toBeAttached();

    // "Help translate" leads to the status page, which lists the page as missing.
    await page.goto(variant('/docs/faq/'));
    await hydrated(page);
    await notice.getByRole('link', {name: t('hi', 'translation.notice.help')}).click();
    await expect(page).toHaveURL(/\/translation-status\/$/);
    await expect(page.locator('main li').filter({hasText: englishTitle('docs/current/faq.md')})).toHaveCount(1);
  });

  test('the blog shows the missing post in English among the Hindi ones', async ({page}) => {
    await page.goto(variant('/blog/'));
    await expect(page.locator('.content-language-fallback[lang="en-US"] article')).toHaveCount(1);
    await expect(page.locator('article')).toHaveCount(3);
  });

  test('the sitemap leaves the page out; the search index has its English text, not the notice', async ({request}) => {
    const sitemap = await (await request.get(variant('/sitemap.xml'))).text();
    expect(sitemap).toContain(`${settings.siteUrl}/docs/installation/`);
    expect(sitemap).not.toContain('/docs/faq/');
    const index = await (await request.get(variant('/search-index.json'))).text();
    expect(index).toContain('Nothing happens when I click translate');
    expect(index).not.toContain(t('hi', 'translation.notice.fallback.en'));
  });
});
