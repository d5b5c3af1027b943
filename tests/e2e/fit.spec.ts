/**
 * Every page fits every screen in every language: for each of the 15 locales, every marketing and
 * account page and five doc pages are loaded once and looked at in the four phone widths, the
 * narrowest desktop and a laptop, and four of them in all eleven widths from 320 to 1920 px (the
 * window is resized; the page is not reloaded). At each width: no
 * sideways scroll, no heading or button whose text is cut off, and, on desktop widths, a navbar
 * whose visible entries neither overlap nor leave the bar, with the entries it had no room for
 * listed in its "More" menu.
 */
import {test, expect, type Page} from '@playwright/test';
import {LOCALES} from '@interlinear/shared/locales';
import {ACCOUNT_ROUTES, MARKETING_ROUTES} from '../../src/site/routes';
import {at, hydrated} from './support';

const WIDTHS = [320, 360, 390, 414, 768, 997, 1100, 1280, 1440, 1600, 1920];
/** Every page is looked at in these widths; the pages of ALL_WIDTHS in every width. */
const SOME_WIDTHS = [320, 360, 390, 414, 997, 1280];
const ALL_WIDTHS = new Set(['/', '/pricing/', '/manga/', '/docs/usage/']);
const DOC_PAGES = ['/docs/usage/', '/docs/faq/', '/docs/installation/', '/docs/js-sdk/', '/docs/services/deepL/'];
// The Android page starts a download; the search page is checked with a query.
const PAGES = [
  ...MARKETING_ROUTES.filter((r) => r !== '/android/' && r !== '/search/'),
  '/search/?q=PDF',
  ...ACCOUNT_ROUTES,
  ...DOC_PAGES,
];

interface Problem {
  readonly width: number;
  readonly what: string;
}

/** Everything wrong with the page as it is drawn now, at the current width. */
async function problems(page: Page, width: number, {menu: checkMenu = true} = {}): Promise<Problem[]> {
  const found = await page.evaluate((checkMenu) => {
    const out: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth - viewport;
    if (sideways > 0) out.push(`scrolls sideways by ${sideways} px`);
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // Text cut off by its own box.
    for (const el of Array.from(
      document.querySelectorAll(
        'main h1, main h2, main h3, main h4, .button, .navbar__item, .navbar__link, .footer__link-item',
      ),
    )) {
      if (!visible(el)) continue;
      const style = getComputedStyle(el);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1)
        out.push(`${name(el)} is cut off (${el.scrollWidth} > ${el.clientWidth})`);
    }
    // The navbar, on desktop widths: visible entries side by side inside the bar.
    if (viewport >= 997) {
      const inner = document.querySelector('.navbar__inner')!.getBoundingClientRect();
      const entries = Array.from(
        document.querySelectorAll(
          '.navbar__brand, .navbar__inner > .navbar__items > .navbar__item, .navbar__inner > .navbar__items > div:has(> .DocSearch-Button), .navbar__items--right > button, .navbar__items--right > div > button',
        ),
      ).filter(visible);
      const boxes = entries.map((el) => ({el, r: el.getBoundingClientRect()}));
      for (const {el, r} of boxes) {
        if (r.left < inner.left - 1 || r.right > inner.right + 1)
          out.push(
            `navbar: ${name(el)} leaves the bar (${Math.round(r.left)}–${Math.round(r.right)} of ${Math.round(inner.left)}–${Math.round(inner.right)})`,
          );
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const overlap = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
          const vertical = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
          if (overlap > 1 && vertical > 1)
            out.push(`navbar: ${name(a.el)} and ${name(b.el)} overlap by ${Math.round(overlap)} px`);
        }
      }
      // Each entry the bar hid is in the "More" menu (once the page's scripts run).
      if (!checkMenu) return out;
      const bar = document.querySelector('.theme-layout-navbar-left')!;
      const menu = Array.from(bar.querySelectorAll(':scope > .navbar__item')).pop()!;
      const listed = new Set(Array.from(menu.querySelectorAll('.dropdown__menu a')).map((a) => a.getAttribute('href')));
      for (const hidden of Array.from(bar.querySelectorAll(':scope > [data-navbar-overflow]'))) {
        const links = hidden.matches('a') ? [hidden] : Array.from(hidden.querySelectorAll('.dropdown__menu a'));
        for (const link of links)
          if (!listed.has(link.getAttribute('href')))
            out.push(`navbar: hidden entry ${name(link)} is not in the More menu`);
      }
    }
    return out;
  }, checkMenu);
  return found.map((what) => ({width, what}));
}

for (const {code} of LOCALES) {
  test(`every page fits every width in ${code}`, async ({page}) => {
    test.setTimeout(240_000);
    const all: string[] = [];
    for (const path of PAGES) {
      await page.setViewportSize({width: 1280, height: 900});
      await page.goto(at(code, path));
      await hydrated(page);
      for (const width of ALL_WIDTHS.has(path) ? WIDTHS : SOME_WIDTHS) {
        await page.setViewportSize({width, height: 900});
        // Two frames: the resize is laid out and the navbar's size observer has run.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        for (const p of await problems(page, width)) all.push(`${path} at ${p.width} px: ${p.what}`);
      }
    }
    expect(all, all.slice(0, 40).join('\n')).toEqual([]);
  });
}

test('the navbar is fitted before the first paint, and nothing in it moves afterwards', async ({page}) => {
  await page.setViewportSize({width: 1100, height: 900});
  // Layout shifts of the navbar, recorded from the start of the page.
  await page.addInitScript(() => {
    (window as unknown as {navbarShifts: number}).navbarShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; sources?: {node?: Node}[]})[]) {
        if (
          entry.sources?.some(
            (s) => s.node instanceof Element && s.node.closest('.navbar__items:not(.navbar__items--right)'),
          )
        )
          (window as unknown as {navbarShifts: number}).navbarShifts += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  // Scripts that would hydrate the page are held back: what is seen is the served page and its inline scripts.
  await page.route(/\/assets\/js\//, (route) => route.abort());
  await page.goto(at('pt-BR', '/'));
  const bar = page.locator('.theme-layout-navbar-left');
  await expect(bar).toHaveAttribute('data-navbar-hidden', /^[1-9]/);
  expect(await problems(page, 1100, {menu: false})).toEqual([]);
  await page.unroute(/\/assets\/js\//);
  await page.goto(at('pt-BR', '/'));
  await hydrated(page);
  // The More menu lists what the bar hid, first.
  const firstHidden = await bar
    .locator(':scope > [data-navbar-overflow]')
    .first()
    .evaluate((el) => (el.matches('a') ? el : el.querySelector('.dropdown__menu a'))!.getAttribute('href'));
  const more = bar.locator(':scope > .navbar__item').last();
  await more.hover();
  await expect(more.locator('.dropdown__menu a').first()).toHaveAttribute('href', firstHidden!);
  expect(await page.evaluate(() => (window as unknown as {navbarShifts: number}).navbarShifts)).toBe(0);
});
