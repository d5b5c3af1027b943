import {readFileSync} from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import {frontMatter} from '../../scripts/lib/docContent';
import {docIds, unlistedDocIds} from '../../scripts/lib/docIds';
import {docPath} from '../../src/site/routes';
import {at, hydrated, t, versionLabel} from './support';

/** The Hindi build is the one the specification describes. */
const LOCALE = 'hi';
const DOC_IDS = docIds();
const UNLISTED_DOC_IDS = unlistedDocIds();
const SIDEBAR_IDS = DOC_IDS.filter((id) => !UNLISTED_DOC_IDS.includes(id));

function hindiTitle(id: string): string {
  const file = `i18n/hi-IN/docusaurus-plugin-content-docs/current/${id}.md`;
  return String(frontMatter(readFileSync(file, 'utf8')).title);
}

function categoryLabel(key: string): string {
  const file = 'i18n/hi-IN/docusaurus-plugin-content-docs/current.json';
  return JSON.parse(readFileSync(file, 'utf8'))[`sidebar.docs.category.${key}`].message;
}

const sidebar = (page: Page) => page.locator('nav.menu');

/** Opens every collapsed category of the docs sidebar. */
async function expandAll(page: Page) {
  for (;;) {
    const collapsed = sidebar(page).locator(
      '.menu__list-item--collapsed > div > .menu__link, .menu__list-item--collapsed > .menu__link',
    );
    if ((await collapsed.count()) === 0) return;
    const before = await collapsed.count();
    await collapsed.first().click();
    await expect(collapsed).toHaveCount(before - 1);
  }
}

test.describe('documentation in hi', () => {
  test('the sidebar lists every doc of the spec except the nine kept out of it, under Hindi titles', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(at(LOCALE, '/docs/usage/'));
    await hydrated(page);
    await expandAll(page);
    const hrefs = await sidebar(page)
      .locator('a.menu__link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const id of SIDEBAR_IDS) {
      expect(hrefs, `sidebar link to ${id}`).toContain(at(LOCALE, docPath(id)));
    }
    for (const id of UNLISTED_DOC_IDS) {
      expect(hrefs, `no sidebar link to ${id}`).not.toContain(at(LOCALE, docPath(id)));
    }
    for (const id of ['usage', 'installation', 'services/deepL', 'features/pdf', 'faq']) {
      await expect(sidebar(page).locator(`a.menu__link[href="${at(LOCALE, docPath(id))}"]`)).toHaveText(hindiTitle(id));
    }
  });

  test('categories open and close, and the one holding the current page is open', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(at(LOCALE, '/docs/usage/'));
    await hydrated(page);
    const services = sidebar(page)
      .locator('.menu__list-item')
      .filter({has: page.getByRole('link', {name: categoryLabel('services'), exact: true})});
    const deepL = services.locator(`a[href="${at(LOCALE, docPath('services/deepL'))}"]`);
    await expect(services.first()).toHaveClass(/menu__list-item--collapsed/);
    await expect(deepL).toBeHidden();
    // The services category links to its index page; its caret button toggles it.
    const caret = services.first().locator('button.clean-btn.menu__caret');
    await caret.click();
    await expect(deepL).toBeVisible();
    await caret.click();
    await expect(deepL).toBeHidden();

    const features = sidebar(page)
      .locator('.menu__list-item')
      .filter({hasText: categoryLabel('features')})
      .first();
    await expect(features).not.toHaveClass(/menu__list-item--collapsed/);
    await features.locator('.menu__link--sublist').first().click();
    await expect(features).toHaveClass(/menu__list-item--collapsed/);

    await page.goto(at(LOCALE, '/docs/services/deepL/'));
    await hydrated(page);
    await expect(sidebar(page).locator(`a[href="${at(LOCALE, docPath('services/deepL'))}"]`)).toHaveClass(
      /menu__link--active/,
    );
  });

  test('the nine pages kept out of the sidebar open by address and are linked from other docs', async ({
    page,
    request,
  }) => {
    for (const id of UNLISTED_DOC_IDS) {
      await page.goto(at(LOCALE, docPath(id)));
      await expect(page.locator('article h1')).toHaveText(hindiTitle(id));
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    }
    const linked = new Set<string>();
    for (const id of DOC_IDS) {
      const html = await (await request.get(at(LOCALE, docPath(id)))).text();
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      // The minified HTML leaves simple attribute values unquoted.
      for (const [, href] of article.matchAll(/href="?([^"\s>#]*)/g)) linked.add(href!);
    }
    for (const id of UNLISTED_DOC_IDS) expect([...linked], `a doc links to ${id}`).toContain(at(LOCALE, docPath(id)));
  });

  test('the version menu shows the Hindi word for Next and offers the changelog', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(at(LOCALE, '/docs/faq/'));
    await hydrated(page);
    expect(versionLabel(LOCALE)).toBe('अगला');
    const menu = page
      .locator('.navbar__items--right .dropdown')
      .filter({has: page.locator('> a.navbar__link', {hasText: versionLabel(LOCALE)})});
    await expect(menu).toHaveCount(1);
    await menu.hover();
    const items = menu.locator('.dropdown__menu a.dropdown__link');
    await expect(items).toHaveText([versionLabel(LOCALE), t(LOCALE, 'layout.navbar.versions.changelog')]);
    // The current version entry keeps the visitor on the same page, marked active.
    await expect(items.first()).toHaveAttribute('href', at(LOCALE, '/docs/faq/'));
    await expect(items.first()).toHaveClass(/dropdown__link--active/);
    await items.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${at(LOCALE, '/docs/CHANGELOG/')}$`));
    await expect(page.locator('article h1')).toHaveText(hindiTitle('CHANGELOG'));
  });

  test('an anchor link works in every language: switching locale keeps the heading in view', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(at(LOCALE, '/docs/usage/#custom-shortcuts'));
    await hydrated(page);
    await expect(page.locator('h4#custom-shortcuts')).toBeInViewport();
    // The theme moves the navbar out of the heading's way; scrolling up a little brings it back.
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -200);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await expect(page.locator('h4#custom-shortcuts')).toBeInViewport();
    await page
      .locator('.navbar__items--right .dropdown')
      .filter({has: page.locator('a[href="#"] svg[class*="iconLanguage"]')})
      .hover();
    await page.getByRole('link', {name: 'English', exact: true}).click();
    await expect(page).toHaveURL(/\/en\/docs\/usage\/#custom-shortcuts$/);
    await hydrated(page);
    const heading = page.locator('h4#custom-shortcuts');
    await expect(heading).toHaveText(/shortcut/i);
    await expect(heading).toBeInViewport();
    // The same anchor in the default locale.
    await page.goto('/docs/usage/#custom-shortcuts');
    await expect(page.locator('h4#custom-shortcuts')).toBeInViewport();
  });

  test('a doc’s internal anchor links land on their headings', async ({page}) => {
    await page.goto(at(LOCALE, '/docs/faq/'));
    await hydrated(page);
    const toc = page.locator('.table-of-contents a').nth(3);
    const target = (await toc.getAttribute('href'))!;
    await toc.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });

  // The long FAQ is laid out as the reader reaches it (content-visibility in src/css/custom.css):
  // the blocks above a heading take their real height only once the browser has jumped there.
  test('a link to a question far down the long FAQ keeps its heading at the top, on a phone and a wide screen', async ({
    browser,
  }) => {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({viewport: {width, height: 800}});
      await page.goto(at(LOCALE, '/docs/faq/'));
      const ids = await page.locator('.theme-doc-markdown h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
      const id = ids[Math.floor(ids.length * 0.75)]!;
      await page.goto(at(LOCALE, `/docs/faq/#${id}`));
      await hydrated(page);
      // Long enough for the blocks around the heading to be laid out and the page to settle.
      const top = await page.evaluate(async (heading) => {
        for (let frame = 0; frame < 30; frame += 1) await new Promise(requestAnimationFrame);
        return document.getElementById(heading)!.getBoundingClientRect().top;
      }, id);
      expect(top, `#${id} at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(top, `#${id} at ${width} px`).toBeLessThan(120);
      await page.close();
    }
  });

  // The first screen of an article is never held back: drawn at an estimated height, its blocks
  // pushed the headings below them down while the page loaded (a layout shift of 0.023).
  test('the long FAQ does not move under a reader on a phone while it loads', async ({browser}) => {
    const page = await browser.newPage({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
    await page.addInitScript(() => {
      const shifts = {total: 0};
      Object.defineProperty(window, '__shifts', {value: shifts});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.total += (entry as unknown as {value: number}).value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(at('en', '/docs/faq/'));
    await hydrated(page);
    const shift = await page.evaluate(async () => {
      for (let frame = 0; frame < 30; frame += 1) await new Promise(requestAnimationFrame);
      return (window as unknown as {__shifts: {total: number}}).__shifts.total;
    });
    expect(shift).toBeLessThan(0.01);
    await page.close();
  });
});

test.describe('code blocks in hi', () => {
  test('the highlighter is downloaded only for pages with code; there, code stays highlighted and copies', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const highlighter: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('codeBlockLines')) highlighter.push(response.url());
    });
    await page.goto(at(LOCALE, '/docs/usage/'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('article pre')).toHaveCount(0);
    expect(highlighter).toEqual([]);

    await page.goto(at(LOCALE, '/docs/js-sdk/'));
    await hydrated(page);
    await expect.poll(() => highlighter.length).toBe(1);
    const block = page.locator('article .theme-code-block').first();
    await expect(block.locator('.token-line').first()).toBeVisible();
    await expect(block.locator('span.token.tag').first()).toBeVisible();
    await block.hover();
    const copy = block.getByTitle(t(LOCALE, 'theme.CodeBlock.copy'), {exact: true});
    await expect(copy).toHaveAccessibleName(t(LOCALE, 'theme.CodeBlock.copyButtonAriaLabel'));
    // The button answers once the highlighter has run; a click before that is simply repeated.
    await expect(async () => {
      await copy.click();
      await expect(copy).toHaveAccessibleName(t(LOCALE, 'theme.CodeBlock.copied'), {timeout: 1000});
    }).toPass();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '<script src="https://www.interlinear.example/sdk/v1/interlinear.js" async></script>',
    );
  });
});
