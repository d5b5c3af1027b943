import {test, expect, type Page} from '@playwright/test';
import {MARKETING_ROUTES, docPath} from '../../src/site/routes';
import {SCENARIOS} from '../../src/data/scenarios';
import {feature} from '../../src/data/features';
import {at, hydrated, settings} from './support';

/** Answers the APK address (an *.example host) with a file, as a download server would. */
async function serveApk(page: Page) {
  await page.route(settings.stores.androidApk, (route) =>
    route.fulfill({
      status: 200,
      headers: {
        'content-type': 'application/vnd.android.package-archive',
        'content-disposition': 'attachment; filename="interlinear-browser.apk"',
      },
      body: 'PK\u0003\u0004 test package',
    }),
  );
}

/** The marketing routes of this issue: everything but the search page. */
const ROUTES = MARKETING_ROUTES.filter((route) => route !== '/search/');

const SCRIPT = {hi: /^\p{Script=Devanagari}/u, en: /^\p{Script=Latin}/u, zh: /^\p{Script=Han}/u} as const;

/** The main content's words (a Chinese character counts as one), so brand names weigh as words. */
async function mainWords(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text.match(/\p{Script=Han}|[\p{L}\p{M}]+/gu) ?? [];
}

for (const locale of ['hi', 'en', 'zh'] as const) {
  test(`every marketing route answers with its ${locale} content`, async ({page}) => {
    test.setTimeout(90_000);
    await serveApk(page);
    for (const route of ROUTES) {
      const response = await page.goto(at(locale, route));
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('main h1'), route).toHaveCount(1);
      const words = await mainWords(page);
      const own = words.filter((w) => SCRIPT[locale].test(w)).length;
      expect(own / words.length, `${route}: share of ${locale} words in the main content`).toBeGreaterThan(0.6);
      if (locale !== 'zh')
        expect(
          words.filter((w) => SCRIPT.zh.test(w)),
          `${route}: Chinese left in ${locale}`,
        ).toEqual([]);
    }
  });
}

for (const locale of ['hi', 'ar'] as const) {
  test(`marketing pages fit every width without sideways scrolling in ${locale}`, async ({page}) => {
    test.setTimeout(90_000);
    for (const width of [360, 768, 996, 1440]) {
      await page.setViewportSize({width, height: 900});
      for (const route of [
        '/',
        '/download/',
        '/pricing/',
        '/deals/manga/',
        '/usage-scenarios/',
        '/manual-chrome-extension/zip/',
      ]) {
        await page.goto(at(locale, route));
        await hydrated(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${route} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
}

test('usage scenarios tell the day from 15:30 to 23:00, each scene linking to its doc', async ({page}) => {
  await page.goto(at('hi', '/usage-scenarios/'));
  const scenes = page.getByTestId('scene');
  await expect(scenes).toHaveCount(SCENARIOS.length);
  for (const [i, scenario] of SCENARIOS.entries()) {
    const scene = scenes.nth(i);
    await expect(scene).toHaveAttribute('id', `scene-${scenario.id}`);
    await expect(scene.locator('time')).toHaveAttribute('datetime', scenario.time);
    await expect(scene.locator(`a[href="${at('hi', docPath(feature(scenario.feature).doc))}"]`).first()).toBeVisible();
  }
});

test('each feature page leads to the download page and to its doc', async ({page}) => {
  const pages = {
    '/ao3/': 'ao3',
    '/image/': 'image',
    '/manga/': 'manga',
    '/f-pdf-translate/': 'pdf',
    '/f-share-bilingual-content/': 'share',
    '/f-video-subtitle-translate/': 'videoSubtitles',
  } as const;
  for (const [route, id] of Object.entries(pages)) {
    await page.goto(at('hi', route));
    await expect(page.locator(`main a[href="${at('hi', '/download/')}"]`).first(), route).toBeVisible();
    await expect(page.locator(`main a[href="${at('hi', docPath(feature(id).doc))}"]`).first(), route).toBeAttached();
  }
});

test('the Arabic home page mirrors its hero and keeps the download buttons in reach', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(at('ar', '/'));
  await hydrated(page);
  const h1 = await page.locator('main h1').boundingBox();
  expect(h1!.x + h1!.width, 'the title starts at the right edge').toBeGreaterThan(640);
  await expect(page.getByTestId('download-buttons')).toBeVisible();
});

test('the welcome page offers the three things to try first, each with its guide', async ({page}) => {
  await page.goto(at('hi', '/welcome/'));
  const cards = page.locator('[data-testid^="welcome-try-"]');
  await expect(cards).toHaveCount(3);
  for (const doc of ['features/webpage', 'features/hover', 'features/video-subtitles']) {
    await expect(page.locator(`main a[href="${at('hi', docPath(doc))}"]`).first()).toBeVisible();
  }
});
