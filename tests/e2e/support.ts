import {readFileSync, readdirSync} from 'node:fs';
import {expect, type Locator, type Page} from '@playwright/test';
import {findLocale} from '@interlinear/shared/locales';
import {DEFAULT_SETTINGS} from '@interlinear/shared/settings';

/** The locales every browser check runs in: the spec's build, the right-to-left one, the default. */
export const TEST_LOCALES = ['hi', 'ar', 'zh'] as const;
export type TestLocale = (typeof TEST_LOCALES)[number];

export const settings = DEFAULT_SETTINGS;

/** A site path in a locale: ("hi", "/pricing/") -> "/hi/pricing/"; the default locale has no prefix. */
export function at(locale: string, path: string): string {
  return locale === 'zh' ? path : `/${locale}${path}`;
}

function folder(locale: string): string {
  const entry = findLocale(locale);
  if (!entry) throw new Error(`Unknown locale ${locale}`);
  return entry.folder;
}

const cache = new Map<string, Record<string, {message: string}>>();
function readJson(file: string): Record<string, {message: string}> {
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return cache.get(file)!;
}

/** A translated code string of a locale, as the build uses it. */
export function t(locale: string, id: string, values: Record<string, string> = {}): string {
  const entry = readJson(`i18n/${folder(locale)}/code.json`)[id];
  if (!entry) throw new Error(`No translation "${id}" for ${locale}`);
  return entry.message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** The blog's "n min read" in any of the locale's plural forms. */
export function readingTime(locale: string): RegExp {
  const forms = t(locale, 'theme.blog.post.readingTime.plurals')
    .split('|')
    .map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{readingTime\\}', '\\d+'));
  return new RegExp(`(${forms.join('|')})`);
}

/** A translated navbar label, by its default (Chinese) label. */
export function navLabel(locale: string, zhLabel: string): string {
  const file = `i18n/${folder(locale)}/docusaurus-theme-classic/navbar.json`;
  return readJson(file)[`item.label.${zhLabel}`]?.message ?? zhLabel;
}

/** A translated footer string, by its key in footer.json (e.g. "link.title.文档", "copyright"). */
export function footerText(locale: string, key: string): string {
  return readJson(`i18n/${folder(locale)}/docusaurus-theme-classic/footer.json`)[key]!.message;
}

/** Fails the test on any uncaught page error; returns the list so a test can inspect it. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  return errors;
}

/** Waits until React has hydrated the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/**
 * Clicks a link at the foot of a long doc page. The article's later blocks are laid out only as
 * they come near the screen (`content-visibility`, src/css/custom.css); after a jump to the end
 * of the page they take their real height over the next few frames, the page gets shorter and
 * what stands at its foot moves (about 70 px for the footer's links on a 1280 px screen, from
 * the third frame on). Playwright's own wait sees the link still for two frames and can aim its
 * click there, so the button goes up beside the link. Scrolls to the link first and clicks once
 * it has kept its place for five frames.
 */
export async function clickAtFoot(link: Locator): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  await link.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = '';
        let still = 0;
        let frames = 0;
        const look = () => {
          const box = element.getBoundingClientRect();
          const now = `${box.x} ${box.y} ${document.documentElement.scrollHeight}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 4 || ++frames > 300) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  await link.click();
}

/** Opens the search modal with Ctrl+K and waits for its field to take the focus, so that what is
 *  typed next lands in it (the modal's code loads on first use). */
export async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

export const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** The site footer (blog posts have <footer> elements of their own). */
export function siteFooter(page: Page) {
  return page.locator('footer.footer');
}

/** The label of the current docs version in a locale (its word for "Next"). */
export function versionLabel(locale: string): string {
  return readJson(`i18n/${folder(locale)}/docusaurus-plugin-content-docs/current.json`)['version.label']!.message;
}

/** How many blog posts the source has: one folder each under blog/. */
export const BLOG_POSTS = readdirSync('blog', {withFileTypes: true}).filter((entry) => entry.isDirectory()).length;

export type Answer = {status: number; body?: unknown} | 'unreachable';

/** Answers requests to the site's API path (settings.apiBaseUrl) from a table; counts the calls. */
export async function fakeApi(page: Page, answers: Record<string, Answer | Answer[]>): Promise<Record<string, number>> {
  const calls: Record<string, number> = {};
  await page.route(`**${settings.apiBaseUrl}**`, async (route) => {
    const url = new URL(route.request().url());
    const key = `${route.request().method()} ${url.pathname.slice(settings.apiBaseUrl.length)}`;
    calls[key] = (calls[key] ?? 0) + 1;
    const entry = answers[key];
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!answer) return route.fulfill({status: 404, body: 'no such API'});
    if (answer === 'unreachable') return route.abort('connectionrefused');
    return route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body ?? {}),
    });
  });
  return calls;
}

/** Makes the page look as if the extension were installed (the marker of docs/browserExtensionIntegration). */
export async function installExtension(page: Page, version = '2.14.0'): Promise<void> {
  await page.addInitScript((v) => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.setAttribute('data-interlinear-version', v);
      window.dispatchEvent(new Event('interlinear:ready'));
    });
  }, version);
}

export const SIGNED_IN_USER = {
  id: 'u-1',
  email: 'reader@example.com',
  emailVerified: true,
  subscription: {subscriptionStatus: 'inactive', plan: 'free', expiresAt: null},
  traffic: {balance: 1_250_000},
};
