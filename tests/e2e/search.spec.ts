import {POPULAR_SEARCHES} from '../../src/data/popular-searches';
import {test, expect, type Page} from '@playwright/test';
import {at, collectPageErrors, hydrated, openSearch, t} from './support';

// The docs search on the default (local) backend: the modal, its screens and the search page,
// in Hindi, Chinese and Arabic (whose docs fall back to the Chinese pages).

const LOCALES = ['hi', 'zh', 'ar'] as const;

async function openDocs(page: Page, locale: string, path = '/docs/usage/'): Promise<void> {
  await page.goto(at(locale, path));
  await hydrated(page);
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

for (const locale of LOCALES) {
  test.describe(`search modal (${locale})`, () => {
    test('opens with Ctrl+K and with /, not while typing in a field; Escape closes it', async ({page}) => {
      const errors = collectPageErrors(page);
      await openDocs(page, locale);
      await openSearch(page);
      await expect(input(page)).toHaveAttribute('placeholder', t(locale, 'search.placeholder'));
      // Nothing searched yet: the start screen says so, and gives way to results while typing.
      const start = page.locator('.DocSearch-StartScreen');
      await expect(start).toHaveText(t(locale, 'search.modal.noRecent'));
      await page.keyboard.type('Ollama');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(start).toHaveCount(0);
      await input(page).fill('');
      await expect(start).toHaveText(t(locale, 'search.modal.noRecent'));
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);

      await page.keyboard.press('/');
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);

      // A slash typed into a text field stays a slash.
      await page.goto(at(locale, '/search/'));
      await hydrated(page);
      const field = page.locator('main input[type="search"]');
      await field.click();
      await page.keyboard.type('a/b');
      await expect(field).toHaveValue('a/b');
      await expect(modal(page)).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('shows results of this locale only, grouped by section, with translated screens', async ({page}) => {
      await openDocs(page, locale);
      await openSearch(page);
      await expect(page.locator('.DocSearch-Commands')).toContainText(t(locale, 'search.modal.select'));
      await expect(page.locator('.DocSearch-Commands')).toContainText(t(locale, 'search.modal.close'));
      await expect(page.getByRole('button', {name: t(locale, 'search.modal.cancel')})).toBeVisible();

      await page.keyboard.type('Ollama');
      const hits = page.locator('.DocSearch-Hit a');
      await expect(hits.first()).toBeVisible();
      const prefix = locale === 'zh' ? '/docs/' : `/${locale}/docs/`;
      for (const href of await hits.evaluateAll((links) => links.map((a) => a.getAttribute('data-href')))) {
        expect(href).toMatch(new RegExp(`^${prefix.replace(/\//g, '\\/')}`));
      }
      // Groups are the docs' top-level sections; at most five hits each.
      const groups = page.locator('.DocSearch-Hit-source');
      await expect(groups.first()).toBeVisible();
      for (const section of await page.locator('.DocSearch-Hits').all()) {
        expect(await section.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
      }
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();

      // Selecting a hit opens its page.
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix.replace(/\//g, '\\/')}services/ollama/`));
      await expect(modal(page)).toHaveCount(0);
    });

    test('the no-results screen names the query and links the report form', async ({page}) => {
      await openDocs(page, locale);
      await openSearch(page);
      await page.keyboard.type('zqxjvkw');
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen).toContainText(t(locale, 'search.modal.noResults'));
      await expect(screen).toContainText('zqxjvkw');
      await expect(screen.getByRole('link', {name: t(locale, 'search.modal.reportLink')})).toHaveAttribute(
        'href',
        /topic=search&q=zqxjvkw/,
      );
    });

    test('an unreachable index gives the error screen, and search works again once it is back', async ({page}) => {
      let block = true;
      await page.route('**/search-index.json', (route) =>
        block ? route.abort('connectionrefused') : route.continue(),
      );
      await openDocs(page, locale);
      await openSearch(page);
      await page.keyboard.type('Ollama');
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error).toContainText(t(locale, 'search.error.title'));
      await expect(error).toContainText(t(locale, 'search.error.help'));
      // The whole title is below the search box, at a desktop and at a phone width.
      for (const width of [1280, 390]) {
        await page.setViewportSize({width, height: 800});
        const title = page.locator('.search-failure .DocSearch-Title');
        const titleBox = (await title.boundingBox())!;
        const barBox = (await page.locator('.DocSearch-SearchBar').boundingBox())!;
        expect(titleBox.y, `at ${width} px`).toBeGreaterThanOrEqual(barBox.y + barBox.height + 8);
        const dropdownBox = (await page.locator('.DocSearch-Dropdown').boundingBox())!;
        expect(titleBox.y, `at ${width} px`).toBeGreaterThanOrEqual(dropdownBox.y);
      }
      block = false;
      await input(page).fill('');
      await page.keyboard.type('Ollama');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    });
  });
}

test.describe('search modal details (hi)', () => {
  test('recent searches are kept, promoted to favourites and removed; personalisation off hides them', async ({
    page,
  }) => {
    await openDocs(page, 'hi');
    await openSearch(page);
    await page.keyboard.type('Ollama');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await hydrated(page);

    await openSearch(page);
    const recent = page.locator('.DocSearch-Dropdown .DocSearch-Hit');
    await expect(page.locator('.DocSearch-Dropdown')).toContainText(t('hi', 'search.modal.recent'));
    await expect(recent).toHaveCount(1);
    await recent.hover();
    await page.getByTitle(t('hi', 'search.modal.saveRecent')).click();
    await expect(page.locator('.DocSearch-Dropdown')).toContainText(t('hi', 'search.modal.favorites'));
    await page.getByTitle(t('hi', 'search.modal.removeFavorite')).click();
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Recent searches are per locale: Chinese has none of the Hindi ones.
    await openDocs(page, 'hi');
    await openSearch(page);
    await page.keyboard.type('DeepL');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await openDocs(page, 'zh');
    await openSearch(page);
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Turned off on the search page: nothing shown, nothing saved.
    await page.goto(at('hi', '/search/'));
    await hydrated(page);
    await page.getByLabel(t('hi', 'search.page.remember')).uncheck();
    await openSearch(page);
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit')).toHaveCount(0);
    await page.keyboard.type('Ollama');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    const stored = await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__docs_hi'));
    expect(stored === null || JSON.parse(stored).length === 0).toBe(true);
  });

  test('the input takes at most 64 characters, and markup in the query or in a page shows as text', async ({page}) => {
    const errors = collectPageErrors(page);
    await openDocs(page, 'hi');
    await openSearch(page);
    await page.keyboard.type('x'.repeat(80));
    await expect(input(page)).toHaveValue('x'.repeat(64));

    await input(page).fill('');
    await page.keyboard.type('<img src=x onerror="window.__injected=1">no-auto');
    await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
    await input(page).fill('');
    // The changelog mentions the <html> element in its text.
    await page.keyboard.type('html तत्व');
    const hit = page.locator('.DocSearch-Hit', {hasText: '<html>'}).first();
    await expect(hit).toBeVisible();
    expect(await page.locator('.DocSearch-Dropdown img, .DocSearch-Dropdown html').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__injected?: number}).__injected)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('corrupt saved searches are dropped without breaking the modal', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__docs_hi', '[{"objectID":1},null,"x"]');
      localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__docs_hi', '{not json');
    });
    const errors = collectPageErrors(page);
    await openDocs(page, 'hi');
    await openSearch(page);
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit')).toHaveCount(0);
    await page.keyboard.type('Ollama');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the modal code and the index load only when the visitor reaches for search', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await openDocs(page, 'hi');
    await page.waitForLoadState('networkidle');
    expect(requested.some((u) => u.endsWith('/search-index.json'))).toBe(false);
    const before = requested.length;
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => requested.slice(before).some((u) => u.endsWith('/hi/search-index.json'))).toBe(true);
    expect(requested.slice(before).some((u) => u.endsWith('.js'))).toBe(true);
  });

  test('with every request off this server blocked, search still works', async ({page}) => {
    await page.route(/^(?!http:\/\/127\.0\.0\.1:\d+\/).*/, (route) => route.abort('blockedbyclient'));
    await openDocs(page, 'hi');
    await openSearch(page);
    await page.keyboard.type('DeepL');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('at phone width the snippets are at most 5 words', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await openDocs(page, 'en');
    await page.locator('.DocSearch-Button').click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('shortcut');
    const snippet = page.locator('.DocSearch-Hit-path').first();
    await expect(snippet).toBeVisible();
    const words = (await page.locator('.DocSearch-Hit-title').allInnerTexts()).map(
      (s) => s.replace(/…/g, ' ').trim().split(/\s+/).length,
    );
    expect(Math.max(...words)).toBeLessThanOrEqual(5);
  });
});

test.describe('search page', () => {
  for (const locale of LOCALES) {
    test(`shows the results of ?q= with paging (${locale})`, async ({page}) => {
      const errors = collectPageErrors(page);
      await page.goto(at(locale, '/search/?q=API'));
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(t(locale, 'search.page.titleWithQuery', {query: 'API'}));
      const results = page.locator('main ol > li');
      await expect(results).toHaveCount(20);
      await expect(page.getByTestId('search-status')).toContainText(/\d/);
      const nav = page.getByRole('navigation', {name: t(locale, 'search.page.pagination')});
      const first = await results.first().innerText();
      await nav.getByRole('link', {name: t(locale, 'search.page.next')}).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(results.first()).not.toHaveText(first);
      await expect(page.locator('main ol')).toHaveAttribute('start', '21');
      expect(errors).toEqual([]);
    });
  }

  test('typing updates the address; nothing found and errors are said plainly', async ({page}) => {
    await page.goto(at('hi', '/search/'));
    await hydrated(page);
    await expect(page.getByTestId('search-status')).toHaveText(t('hi', 'search.page.idle'));
    await page.locator('main input[type="search"]').fill('zqxjvkw');
    await expect(page).toHaveURL(/\?q=zqxjvkw$/);
    await expect(page.getByTestId('search-status')).toHaveText(t('hi', 'search.page.noResults', {query: 'zqxjvkw'}));

    await page.route('**/search-index.json', (route) => route.fulfill({status: 503, body: 'down'}));
    await page.goto(at('hi', '/search/?q=Ollama'));
    await hydrated(page);
    await expect(page.getByRole('alert')).toContainText(t('hi', 'search.error.title'));
    await page.unroute('**/search-index.json');
    await page.getByRole('button', {name: t('hi', 'search.page.retry')}).click();
    await expect(page.locator('main ol > li').first()).toContainText('Ollama');
  });

  test('a slow index shows the loading state after 300 ms, in the modal and on the page', async ({page}) => {
    // The index answers only once the test has seen the stall, however slow the machine is.
    let release = () => {};
    const hold = () => new Promise<void>((resolve) => (release = resolve));
    let held = hold();
    await page.route('**/search-index.json', async (route) => {
      await held;
      await route.continue();
    });
    await openDocs(page, 'hi');
    await openSearch(page);
    await page.keyboard.type('Ollama');
    const stalled = page.locator('.DocSearch-Container--Stalled');
    await expect(stalled).toHaveCount(1);
    await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(stalled).toHaveCount(0);

    held = hold();
    await page.goto(at('hi', '/search/?q=Ollama'));
    await hydrated(page);
    const status = page.getByTestId('search-status');
    await expect(status).toHaveText(t('hi', 'search.page.loading'));
    release();
    await expect(page.locator('main ol > li').first()).toContainText('Ollama');
    await expect(status).not.toHaveText(t('hi', 'search.page.loading'));
  });

  test('a click on a result opens its page; with Ctrl, in a new tab', async ({page, context}) => {
    await openDocs(page, 'hi');
    await openSearch(page);
    await page.keyboard.type('Ollama');
    const hit = page.locator('.DocSearch-Hit a').first();
    const target = (await hit.getAttribute('data-href'))!;
    expect(target).toMatch(/^\/hi\/docs\//);
    const [tab] = await Promise.all([context.waitForEvent('page'), hit.click({modifiers: ['Control']})]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(target);
    await tab.close();
    await expect(modal(page)).toHaveCount(1);
    await hit.click();
    await expect(modal(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
  });

  for (const [locale, word] of [
    ['en', 'subtitles'],
    ['hi', 'सबटाइटल'],
    ['zh', '字幕'],
    ['ar', 'DeepL'],
  ] as const) {
    test(`the modal counts the current query's results, however it was typed (${locale})`, async ({page, context}) => {
      const footerCount = async () =>
        Number((await page.locator('.DocSearch-HitsFooter a').innerText()).match(/\d+/)?.[0]);
      const pageCount = async (query: string) => {
        const other = await context.newPage();
        await other.goto(at(locale, `/search/?q=${encodeURIComponent(query)}`));
        const text = await other.locator('main p').filter({hasText: /\d/}).first().innerText();
        await other.close();
        return Number(text.match(/\d+/)?.[0]);
      };
      await openDocs(page, locale);
      await openSearch(page);
      // Letter by letter, as a reader types.
      await page.keyboard.type(word, {delay: 40});
      await expect(page.locator('.DocSearch-HitsFooter a')).toBeVisible();
      const expected = await pageCount(word);
      expect(expected).toBeGreaterThan(0);
      await expect.poll(footerCount).toBe(expected);
      // Edited: one letter off and back on.
      await page.keyboard.press('Backspace');
      await expect.poll(footerCount).toBe(await pageCount(word.slice(0, -1)));
      await page.keyboard.type(word.slice(-1));
      await expect.poll(footerCount).toBe(expected);
      // Pasted over.
      const pasted = 'PDF';
      await input(page).fill(pasted);
      await expect.poll(footerCount).toBe(await pageCount(pasted));
    });
  }

  test('turning a page of results brings the results into view; another page starts focus at the top', async ({
    page,
  }) => {
    await page.goto(at('hi', '/search/?q=PDF'));
    await hydrated(page);
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(500);
    await page.locator('nav[class*="pagination"] a[rel="next"]').click();
    await expect(page).toHaveURL(/page=2/);
    const status = page.getByTestId('search-status');
    await expect(status).toBeFocused();
    // The results' first line sits just under the navbar: neither left at the bottom nor thrown to the page's top.
    const box = (await status.boundingBox())!;
    expect(box.y).toBeGreaterThan(40);
    expect(box.y).toBeLessThan(160);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Moving to another page still starts keyboard focus at the top: the next Tab is the skip link.
    await page.locator('main ol > li a').first().click();
    await expect(page).not.toHaveURL(/\/search\//);
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('a[href="#__docusaurus_skipToContent_fallback"]')).toBeFocused();
  });

  for (const [locale, query] of [
    ['en', 'translation'],
    ['hi', 'अनुवाद'],
    ['zh', '浏览器'],
    ['ar', 'Chrome'],
  ] as const) {
    for (const [width, limit] of [
      [1280, 10],
      [390, 5],
    ] as const) {
      test(`snippets hold at most ${limit} words of the page's language at ${width} px, in the modal and on the search page (${locale})`, async ({
        page,
      }) => {
        await page.setViewportSize({width, height: 900});
        // Words as the page's language cuts them (Chinese has no spaces), the ellipsis not counted.
        const longest = (selector: string) =>
          page.locator(selector).evaluateAll((els) => {
            const lang = document.documentElement.lang;
            const words = (text: string) =>
              Array.from(new Intl.Segmenter(lang, {granularity: 'word'}).segment(text)).filter((s) => s.isWordLike)
                .length;
            return Math.max(0, ...els.map((el) => words(el.textContent ?? '')));
          });
        await openDocs(page, locale);
        await page.getByTestId('navbar-search').first().click();
        await expect(input(page)).toBeFocused();
        await page.keyboard.type(query);
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
        const inModal = await longest('.DocSearch-Hit-title');
        expect(inModal).toBeLessThanOrEqual(limit);
        // Long texts fill the snippet: on a wide screen beyond the narrow screens' five words.
        expect(inModal).toBeGreaterThanOrEqual(limit === 10 ? 6 : 3);
        await page.goto(at(locale, `/search/?q=${encodeURIComponent(query)}`));
        await expect(page.locator('main ol > li').first()).toBeVisible();
        const onPage = await longest('main ol > li p[class*="snippet"]');
        expect(onPage).toBeLessThanOrEqual(limit);
        expect(onPage).toBeGreaterThanOrEqual(limit === 10 ? 6 : 3);
      });
    }
  }

  for (const locale of ['hi', 'en', 'zh', 'ar'] as const) {
    test(`no results: up to three suggestions, the locale's popular searches on a fresh browser, each running its search (${locale})`, async ({
      page,
    }) => {
      await openDocs(page, locale);
      await openSearch(page);
      await page.keyboard.type('zqxjvkw');
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen).toBeVisible();
      const suggestions = page.getByTestId('search-suggestions').getByRole('button');
      await expect(suggestions).toHaveText([...POPULAR_SEARCHES[locale]!].slice(0, 3));
      await expect(screen).toContainText(t(locale, 'search.modal.suggestions'));
      // The report line and link stay, below the suggestions.
      const report = screen.getByRole('link', {name: t(locale, 'search.modal.reportLink')});
      await expect(report).toBeVisible();
      const [list, line] = await Promise.all([
        page.getByTestId('search-suggestions').boundingBox(),
        report.boundingBox(),
      ]);
      expect(list!.y + list!.height).toBeLessThanOrEqual(line!.y);
      const chosen = POPULAR_SEARCHES[locale]![0]!;
      await suggestions.first().click();
      await expect(input(page)).toHaveValue(chosen);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute(
        'href',
        new RegExp(`q=${encodeURIComponent(chosen)}`),
      );
    });
  }

  test("no results: the visitor's recent searches come first", async ({page}) => {
    await openDocs(page, 'en');
    const start = (await page.locator('h1').first().innerText()).trim();
    await openSearch(page);
    await page.keyboard.type('Ollama');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    // The chosen result's page, not the one the search started from (the address changes before
    // the new page's code has loaded and replaced the old page).
    await expect(page).not.toHaveURL(/\/docs\/usage\//);
    await expect(page.locator('h1').first()).not.toHaveText(start);
    const title = (await page.locator('h1').first().innerText()).trim();
    await openSearch(page);
    await page.keyboard.type('zqxjvkw');
    const suggestions = page.getByTestId('search-suggestions').getByRole('button');
    await expect(suggestions).toHaveCount(3);
    await expect(suggestions.first()).toHaveText(title);
    await expect(suggestions.nth(1)).toHaveText(POPULAR_SEARCHES.en![0]!);
  });

  test('the modal links to all results on the search page', async ({page}) => {
    await openDocs(page, 'hi');
    await openSearch(page);
    await page.keyboard.type('DeepL');
    const all = page.locator('.DocSearch-HitsFooter a');
    await expect(all).toBeVisible();
    await all.click();
    await expect(page).toHaveURL(/\/hi\/search\/\?q=DeepL/);
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });
});

test('an Arabic query typed without diacritics or hamza finds the words written with them', async ({page}) => {
  // The docs write «أبدًا»; readers type «ابدا», two letters away, which fuzzy matching alone misses.
  await openDocs(page, 'ar');
  await openSearch(page);
  await page.keyboard.type('ابدا');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit mark').filter({hasText: 'أبدًا'}).first()).toBeVisible();
});
