import {test, expect, type Page} from '@playwright/test';
import {STORAGE_KEYS} from '../../src/lib/storage';
import {at, collectPageErrors, hydrated, t} from './support';

// "Read in two languages": a doc page with, under each of its blocks, the same block in a second
// language (src/components/PairControl, src/lib/pair).

const paired = (page: Page) => page.locator('[data-pair]');
/** Waits until the second language is wholly placed (its second file too). */
const pairedWhole = (page: Page) => expect(page.locator('[data-pair-status="shown"]')).toHaveCount(1);
const control = (page: Page, locale: string) =>
  page.getByRole('combobox', {name: t(locale, 'docs.pair.label'), exact: true});
const DEVANAGARI = /[\u0900-\u097f]/;
const ARABIC = /[\u0600-\u06ff]/;

/** The first paragraphs of the page's own text, each with what follows it. */
async function firstPairs(page: Page, count: number): Promise<{own: string; next: string; lang: string | null}[]> {
  return page.evaluate((n) => {
    const root = document.querySelector('.theme-doc-markdown')!;
    return Array.from(root.querySelectorAll(':scope > p'))
      .filter((p) => p.textContent?.trim())
      .slice(0, n)
      .map((p) => ({
        own: p.textContent ?? '',
        next: p.nextElementSibling?.textContent ?? '',
        lang: p.nextElementSibling?.getAttribute('lang') ?? null,
      }));
  }, count);
}

test('/hi/docs/usage/?pair=en shows each Hindi block followed by its English block', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto(at('hi', '/docs/usage/'));
  await hydrated(page);
  const codeBlocks = await page.locator('article pre').count();
  const images = await page.locator('article img').count();

  await page.goto(at('hi', '/docs/usage/?pair=en'));
  await expect(control(page, 'hi')).toHaveValue('en');
  await pairedWhole(page);
  expect(await paired(page).count()).toBeGreaterThan(40);
  // Every added block is English, left to right, and no block is paired twice.
  expect(await page.locator('[data-pair]:not([lang="en-US"][dir="ltr"])').count()).toBe(0);
  expect(await page.locator('[data-pair] + [data-pair]').count()).toBe(0);

  await expect(page.locator('article header h1 + [data-pair]')).toHaveText('Basic usage');
  for (const pair of await firstPairs(page, 3)) {
    expect(pair.own).toMatch(DEVANAGARI);
    expect(pair.lang).toBe('en-US');
    expect(pair.next).toMatch(/[A-Za-z]{3}/);
    expect(pair.next).not.toMatch(DEVANAGARI);
  }
  // A list item's English comes inside the item, a table cell's inside the cell.
  await expect(page.locator('article ol > li > [data-pair="block"]').first()).toBeVisible();
  await expect(page.locator('article td > [data-pair="block"]').first()).toBeVisible();
  // Code and pictures appear once.
  await expect(page.locator('article pre')).toHaveCount(codeBlocks);
  await expect(page.locator('article img')).toHaveCount(images);
  expect(errors).toEqual([]);
});

test('Arabic with English and English with Arabic each read in their own direction', async ({page}) => {
  await page.goto(at('ar', '/docs/usage/?pair=en'));
  await expect(paired(page).first()).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const english = page.locator('article header h1 + [data-pair]');
  await expect(english).toHaveAttribute('dir', 'ltr');
  await expect(english).toHaveAttribute('lang', 'en-US');
  expect(await english.evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
  const arabicHeading = await page.locator('article header h1').textContent();
  expect(arabicHeading).toMatch(ARABIC);

  await page.goto(at('en', '/docs/usage/?pair=ar'));
  await expect(paired(page).first()).toBeAttached();
  const arabic = page.locator('article header h1 + [data-pair]');
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toHaveAttribute('lang', 'ar-SA');
  await expect(arabic).toHaveText(arabicHeading!);
  expect(await arabic.evaluate((e) => getComputedStyle(e).direction)).toBe('rtl');
  // Right to left text sits against the right edge of the column.
  const [block, column] = await Promise.all([
    page.locator('.theme-doc-markdown > p + [data-pair]').first().boundingBox(),
    page.locator('.theme-doc-markdown').boundingBox(),
  ]);
  expect(Math.abs(block!.x + block!.width - (column!.x + column!.width))).toBeLessThan(2);
});

test('a section whose blocks differ in count is shown whole, never paired block by block', async ({page}) => {
  await page.route('**/en/docs/usage/blocks*.json', async (route) => {
    const file = await (await route.fetch()).json();
    for (const section of file.sections) if (section.id === 'popup-panel') section.blocks.pop();
    await route.fulfill({json: file});
  });
  await page.goto(at('hi', '/docs/usage/?pair=en'));
  await pairedWhole(page);
  const counts = await page.evaluate(() => {
    const start = document.getElementById('popup-panel')!;
    const nodes: Element[] = [];
    for (let node = start.nextElementSibling; node && node.id !== 'shortcuts'; node = node.nextElementSibling)
      nodes.push(node);
    return {
      blocks: nodes.filter((n) => n.matches('[data-pair="block"]') || n.querySelector('[data-pair="block"]')).length,
      sections: nodes.filter((n) => n.matches('[data-pair="section"]')).length,
      text: nodes.find((n) => n.matches('[data-pair="section"]'))?.textContent ?? '',
    };
  });
  expect(counts.blocks).toBe(0);
  expect(counts.sections).toBe(1);
  expect(counts.text).toContain('The popup panel');
  // Other sections still pair block by block.
  await expect(page.locator('#shortcuts + [data-pair="block"]')).toHaveCount(1);
});

test('turning it off removes every paired block; the choice follows the reader to the next doc page', async ({
  page,
}) => {
  await page.goto(at('hi', '/docs/usage/'));
  await hydrated(page);
  await expect(paired(page)).toHaveCount(0);
  await control(page, 'hi').selectOption('en');
  await expect(page).toHaveURL(/\?pair=en$/);
  await expect(paired(page).first()).toBeAttached();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.docsPair)).toBe('en');

  // Another doc page, reached through the sidebar: paired again, and the address says so.
  await page.locator('.theme-doc-sidebar-menu a[href$="/docs/installation/"]').first().click();
  await expect(page).toHaveURL(/\/hi\/docs\/installation\/\?pair=en$/);
  await expect(page.locator('article header h1 + [data-pair]')).toHaveText('Installation');
  await expect(control(page, 'hi')).toHaveValue('en');
  // A link within the page keeps the pairing, and the address keeps saying so.
  await pairedWhole(page);
  const count = await paired(page).count();
  await page.locator('.table-of-contents a').nth(1).click();
  await expect(page).toHaveURL(/\/hi\/docs\/installation\/\?pair=en#.+$/);
  await expect(paired(page)).toHaveCount(count);
  // Nothing of the first page's pairing is left.
  expect(await page.locator('[data-pair]', {hasText: 'This page is for people who have just installed'}).count()).toBe(
    0,
  );

  await control(page, 'hi').selectOption('');
  await expect(paired(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/hi\/docs\/installation\/(#[\w-]+)?$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.docsPair)).toBeNull();
  // And it stays off on the next page.
  await page.goto(at('hi', '/docs/faq/'));
  await hydrated(page);
  await expect(control(page, 'hi')).toHaveValue('');
  await expect(paired(page)).toHaveCount(0);
});

test('a broken answer says so in the reader’s language, loses nothing, and can be tried again', async ({page}) => {
  let answer: 'garbled' | 'real' = 'garbled';
  await page.route('**/en/docs/usage/blocks.json', (route) =>
    answer === 'garbled'
      ? route.fulfill({
          contentType: 'application/json',
          body: '{"v":1,"sections":[{"id":"","blocks":[{"k":"p","c":[["script",{},"x"]]}]}]}',
        })
      : route.continue(),
  );
  await page.goto(at('hi', '/docs/usage/?pair=en'));
  await expect(page.getByRole('status')).toContainText(t('hi', 'docs.pair.failed', {language: 'English'}));
  await expect(paired(page)).toHaveCount(0);
  await expect(page.locator('article script')).toHaveCount(0);
  await expect(control(page, 'hi')).toHaveValue('en');

  answer = 'real';
  await page.getByRole('button', {name: t('hi', 'docs.pair.retry')}).click();
  await expect(paired(page).first()).toBeAttached();
  await expect(page.getByRole('status')).toHaveText('');
});

test('a garbled remembered choice or address shows one language and no error', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.addInitScript((key) => localStorage.setItem(key, '"><img src=x>'), STORAGE_KEYS.docsPair);
  await page.goto(at('hi', '/docs/usage/?pair=%22%3E%3Cimg%3E'));
  await hydrated(page);
  await expect(control(page, 'hi')).toHaveValue('');
  await expect(paired(page)).toHaveCount(0);
  await page.goto(at('hi', '/docs/usage/'));
  await hydrated(page);
  await expect(page).toHaveURL(/\/docs\/usage\/$/);
  await expect(paired(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the control is a labelled select offering the locales with their own version of the page', async ({page}) => {
  await page.goto(at('zh', '/docs/usage/'));
  await hydrated(page);
  const select = control(page, 'zh');
  await expect(select).toBeVisible();
  const options = await select
    .locator('option')
    .evaluateAll((list) => list.map((o) => [(o as HTMLOptionElement).value, o.getAttribute('lang')]));
  expect(options[0]).toEqual(['', null]);
  expect(options).toContainEqual(['hi', 'hi-IN']);
  expect(options).toContainEqual(['ar', 'ar-SA']);
  // The current locale and one that shows another's pages (zh-Hans shows zh) are not offered.
  expect(options.map((o) => o[0])).not.toContain('zh');
  expect(options.map((o) => o[0])).not.toContain('zh-Hans');
  // Reached and changed from the keyboard.
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(paired(page).first()).toBeAttached();
});
