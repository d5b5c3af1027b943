import {readFileSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {frontMatter} from '../../scripts/lib/docContent';
import {hydrated, t} from './support';
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
