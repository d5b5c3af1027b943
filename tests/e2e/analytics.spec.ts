import {test, expect} from '@playwright/test';
import {MARKETING_ROUTES} from '../../src/site/routes';
import {TEST_LOCALES, at, fakeApi, hydrated, settings, siteFooter} from './support';

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
  test.setTimeout(120_000);
  // A signed-out visitor: the API answers 401, the APK address answers with a file.
  await fakeApi(page, {
    'GET me': {status: 401, body: {code: 'login_required'}},
    'GET orders': {status: 401, body: {code: 'login_required'}},
  });
  await page.route(settings.stores.androidApk, (route) =>
    route.fulfill({status: 200, headers: {'content-disposition': 'attachment; filename="a.apk"'}, body: 'apk'}),
  );
  const problems: string[] = [];
  page.on('console', (msg) => {
    // The browser itself logs every 4xx answer; the API's 401 for a signed-out visitor is expected.
    const apiAnswer =
      msg.text().startsWith('Failed to load resource') &&
      new URL(msg.location().url).pathname.startsWith(settings.apiBaseUrl);
    if ((msg.type() === 'error' || msg.type() === 'warning') && !apiAnswer)
      problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  for (const locale of TEST_LOCALES) {
    for (const path of [...MARKETING_ROUTES, '/docs/usage/', '/docs/services/deepL/', '/blog/']) {
      await page.goto(at(locale, path));
      await hydrated(page);
      await siteFooter(page).scrollIntoViewIfNeeded();
    }
  }
  expect(problems).toEqual([]);
});
