import {test, expect} from '@playwright/test';
import {LOCALES, findLocale} from '@interlinear/shared/locales';
import {TEST_LOCALES, at, footerText, hydrated, navLabel, t, siteFooter} from './support';

for (const locale of TEST_LOCALES) {
  const entry = findLocale(locale)!;

  test.describe(`locale ${locale}`, () => {
    test('the document carries the locale’s language and direction', async ({page}) => {
      await page.goto(at(locale, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', entry.htmlLang);
      await expect(page.locator('html')).toHaveAttribute('dir', entry.direction);
    });

    test('the layout speaks the locale: navbar, footer, announcement', async ({page}) => {
      await page.goto(at(locale, '/download/'));
      await expect(
        page.locator('.navbar').getByRole('link', {name: navLabel(locale, '价格'), exact: true}),
      ).toBeVisible();
      await expect(siteFooter(page)).toContainText(footerText(locale, 'link.title.文档'));
      await expect(page.locator('.theme-announcement-bar')).toContainText(t(locale, 'layout.announcement.link'));
    });

    test('the language menu lists all fifteen languages and keeps the visitor on the same page', async ({page}) => {
      await page.goto(at(locale, '/pricing/'));
      await hydrated(page);
      const menu = page.locator('.navbar__items--right .dropdown').filter({hasText: entry.label}).first();
      await menu.hover();
      const items = menu.locator('.dropdown__menu a');
      await expect(items).toHaveCount(LOCALES.length);
      for (const l of LOCALES) {
        await expect(menu.locator('.dropdown__menu').getByText(l.label, {exact: true})).toHaveCount(1);
      }
      const target = locale === 'hi' ? 'en' : 'hi';
      await menu.locator('.dropdown__menu').getByText(findLocale(target)!.label, {exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${at(target, '/pricing/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', findLocale(target)!.htmlLang);
    });
  });
}

test('the Arabic layout mirrors: logo on the right, menus on the left', async ({page}) => {
  await page.setViewportSize({width: 1400, height: 900});
  await page.goto(at('ar', '/download/'));
  const width = 1400;
  const logo = (await page.locator('.navbar__brand').boundingBox())!;
  const search = (await page.getByTestId('navbar-search').boundingBox())!;
  expect(logo.x).toBeGreaterThan(width / 2);
  expect(search.x).toBeLessThan(width / 2);
  const ltr = await page.goto(at('hi', '/download/'));
  expect(ltr?.status()).toBe(200);
  const hiLogo = (await page.locator('.navbar__brand').boundingBox())!;
  expect(hiLogo.x).toBeLessThan(width / 2);
});

test('code stays left to right inside the Arabic layout', async ({page}) => {
  await page.goto(at('ar', '/'));
  const direction = await page.evaluate(() => {
    const code = document.createElement('code');
    code.textContent = 'npm run build';
    document.querySelector('main')!.append(code);
    return getComputedStyle(code).direction;
  });
  expect(direction).toBe('ltr');
});

/*
 * Han characters take different forms in Japan, Korea, Taiwan and mainland China: a Japanese
 * reader given a Chinese face sees the wrong forms. The test machine has the Noto faces a phone has
 * (scripts/test.mjs installs them); a page's title must be drawn with the face made for the page's
 * language and script, and with no other language's Han forms.
 */
test('each language is drawn with a face made for it', async ({page}) => {
  const faces: Record<string, string> = {
    zh: 'Noto Sans CJK SC',
    'zh-TW': 'Noto Sans CJK TC',
    ja: 'Noto Sans CJK JP',
    ko: 'Noto Sans CJK KR',
    hi: 'Noto Sans Devanagari',
    ar: 'Noto Sans Arabic',
  };
  const cdp = await page.context().newCDPSession(page);
  for (const [locale, face] of Object.entries(faces)) {
    await page.goto(at(locale, '/'));
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const {root} = await cdp.send('DOM.getDocument');
    const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector: 'main h1'});
    const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
    const families = fonts.map((font) => font.familyName);
    expect(families, locale).toContain(face);
    // No other language's Han forms anywhere in the title.
    expect(
      families.filter((family) => family.includes('CJK')),
      locale,
    ).toEqual(face.includes('CJK') ? [face] : []);
  }
});
