#!/usr/bin/env node
/**
 * Contact sheets of the built pages, for a person to look at: every marketing and account page
 * and five doc pages of each locale asked for, at each width asked for, the top of each page as a
 * reader first sees it (navbar and hero), with the "More" menu's entries when the bar moved some
 * there. One PNG per locale and width, in screenshots/ (or --out).
 *
 * Usage: npm run screenshots -- [--locale de,ar] [--width 390,1280] [--dir build] [--out screenshots]
 *                                [--height 900] [--pages /,/pricing/]
 */
import {spawn} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumPath, ensureChromium, ensureReaderFonts} from './chromium.mjs';
import {LOCALES} from '@interlinear/shared/locales';

const LOCALE_CODES = LOCALES.map((l) => l.code);

const {values} = parseArgs({
  options: {
    locale: {type: 'string', default: LOCALE_CODES.join(',')},
    width: {type: 'string', default: '390,1000,1440'},
    dir: {type: 'string', default: 'build'},
    out: {type: 'string', default: 'screenshots'},
    height: {type: 'string', default: '900'},
    pages: {type: 'string'},
  },
});

const DEFAULT_PAGES = [
  '/',
  '/download/',
  '/pricing/',
  '/topup/',
  '/learn/',
  '/manga/',
  '/image/',
  '/ao3/',
  '/f-pdf-translate/',
  '/f-video-subtitle-translate/',
  '/f-share-bilingual-content/',
  '/deals/manga/',
  '/exchange/',
  '/mobile/',
  '/android/',
  '/manual-chrome-extension/',
  '/welcome/',
  '/login/',
  '/register/',
  '/docs/usage/',
  '/docs/faq/',
  '/docs/installation/',
  '/docs/js-sdk/',
  '/docs/services/deepL/',
];
const locales = values.locale
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const widths = values.width
  .split(',')
  .map(Number)
  .filter((n) => n >= 200);
const pages = values.pages ? values.pages.split(',') : DEFAULT_PAGES;
const height = Number(values.height);
for (const locale of locales)
  if (!LOCALE_CODES.includes(locale)) throw new Error(`Unknown locale "${locale}"; one of ${LOCALE_CODES.join(', ')}`);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

ensureChromium();
ensureReaderFonts();
const port = await freePort();
const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', values.dir, '--port', String(port)], {
  stdio: 'ignore',
});
const origin = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (
    await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 100) throw new Error(`The build in ${values.dir} could not be served`);
  await new Promise((r) => setTimeout(r, 100));
}

const at = (locale, page) => (locale === 'zh' ? page : `/${locale}${page}`);
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const browser = await chromium.launch({executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu']});
mkdirSync(values.out, {recursive: true});
try {
  for (const locale of locales) {
    for (const width of widths) {
      const context = await browser.newContext({viewport: {width, height}, deviceScaleFactor: 1});
      // The Android page would start a download.
      await context.route(/\.apk(\?|$)/, (route) => route.fulfill({status: 204}));
      const page = await context.newPage();
      const tiles = [];
      for (const address of pages) {
        await page.goto(`${origin}${at(locale, address)}`, {waitUntil: 'load'});
        await page
          .locator('html[data-has-hydrated="true"]')
          .waitFor({timeout: 15_000})
          .catch(() => undefined);
        const shot = await page.screenshot({type: 'png'});
        const moved = await page.evaluate(() =>
          Number(document.querySelector('.theme-layout-navbar-left')?.getAttribute('data-navbar-hidden') ?? 0),
        );
        let menu = null;
        if (moved > 0) {
          await page.locator('.theme-layout-navbar-left > .navbar__item').last().hover();
          // The menu fades in; a picture taken at once shows the page through it.
          await page.waitForTimeout(400);
          const box = await page
            .locator('.theme-layout-navbar-left > .navbar__item')
            .last()
            .locator('.dropdown__menu')
            .boundingBox();
          if (box)
            menu = await page.screenshot({
              type: 'png',
              clip: {
                x: Math.max(0, box.x - 8),
                y: 0,
                width: Math.min(width - Math.max(0, box.x - 8), box.width + 16),
                height: Math.min(height, box.y + box.height + 8),
              },
            });
        }
        tiles.push({address, shot, menu, moved});
      }
      await context.close();
      // The sheet is itself a page, drawn by the same browser.
      const tileWidth = Math.min(width, 480);
      const html = `<!doctype html><meta charset="utf-8"><style>
        body{margin:16px;font:14px system-ui,sans-serif;background:#eee}
        h1{font-size:18px;margin:0 0 12px}
        .grid{display:flex;flex-wrap:wrap;gap:12px}
        figure{margin:0;background:#fff;padding:6px;box-shadow:0 1px 3px #0003}
        figcaption{margin-bottom:4px;font-weight:600}
        img{display:block;width:${tileWidth}px;border:1px solid #ccc}
        .menu{margin-top:6px;width:auto;max-width:${tileWidth}px}
      </style><h1>${escape(locale)} · ${width} px · ${tiles.length} pages</h1><div class="grid">${tiles
        .map(
          (t) =>
            `<figure><figcaption>${escape(at(locale, t.address))}${t.moved ? ` · ${t.moved} in “More”` : ''}</figcaption><img src="data:image/png;base64,${t.shot.toString('base64')}">${
              t.menu ? `<img class="menu" src="data:image/png;base64,${t.menu.toString('base64')}">` : ''
            }</figure>`,
        )
        .join('')}</div>`;
      const sheet = await browser.newPage({viewport: {width: Math.max(1200, (tileWidth + 24) * 4 + 32), height: 800}});
      await sheet.setContent(html, {waitUntil: 'load'});
      const file = path.join(values.out, `${locale}-${width}.png`);
      writeFileSync(file, await sheet.screenshot({fullPage: true, type: 'png'}));
      await sheet.close();
      console.log(`${file}: ${tiles.length} pages`);
    }
  }
} finally {
  await browser.close();
  server.kill();
}
