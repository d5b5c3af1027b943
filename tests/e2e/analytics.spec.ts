import {test, expect} from '@playwright/test';
import {TEST_LOCALES, at, hydrated, siteFooter} from './support';

test('with no tag-manager id, no page makes a request to another host', async ({page, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url);
  });
  for (const locale of TEST_LOCALES) {
    for (const path of ['/', '/docs/usage/', '/pricing/', '/blog/']) {
      await page.goto(at(locale, path));
      await hydrated(page);
      await siteFooter(page).scrollIntoViewIfNeeded();
    }
  }
  expect(foreign).toEqual([]);
  const html = await page.content();
  expect(html).not.toMatch(/googletagmanager|gtag\(/);
});

test('pages hydrate without console errors or hydration warnings', async ({page}) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  for (const locale of TEST_LOCALES) {
    for (const path of ['/', '/download/', '/docs/usage/', '/docs/services/deepL/', '/blog/', '/pricing/']) {
      await page.goto(at(locale, path));
      await hydrated(page);
      await siteFooter(page).scrollIntoViewIfNeeded();
    }
  }
  expect(problems).toEqual([]);
});
