import {test, expect, type Request} from '@playwright/test';
import {at, hydrated, settings, t} from './support';

const LOCALE = 'hi';
const UA = {
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  oldChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0.4664.45 Safari/537.36',
};

test.describe('downloads in hi', () => {
  for (const [agent, first] of [
    ['edgeWindows', 'edge'],
    ['firefoxLinux', 'firefox'],
    ['safariMac', 'safari'],
    ['iphone', 'safari'],
    ['android', 'androidApk'],
  ] as const) {
    test(`the home page puts ${first} first for ${agent}`, async ({browser}) => {
      const context = await browser.newContext({userAgent: UA[agent], hasTouch: agent === 'iphone'});
      const page = await context.newPage();
      await page.goto(at(LOCALE, '/'));
      await hydrated(page);
      const buttons = page.getByTestId('download-buttons').locator('li');
      await expect(buttons.first()).toHaveAttribute('data-target', first);
      await expect(buttons.first()).toContainText(t(LOCALE, 'marketing.download.recommended'));
      await expect(buttons).toHaveCount(9);
      await expect(buttons.locator('a').first()).toHaveAttribute('href', settings.stores[first]);
      await context.close();
    });
  }

  test('the Safari card says it must be enabled by hand', async ({page}) => {
    await page.goto(at(LOCALE, '/'));
    await expect(page.locator('[data-target="safari"]')).toContainText(t(LOCALE, 'marketing.download.enabledManually'));
  });

  test('an old Chrome is asked to upgrade and shown its version; a current one is not', async ({browser}) => {
    const old = await browser.newContext({userAgent: UA.oldChrome});
    const page = await old.newPage();
    await page.goto(at(LOCALE, '/download/'));
    await expect(page.getByTestId('chrome-upgrade')).toHaveText(
      t(LOCALE, 'marketing.download.upgradeChrome', {
        version: '96',
        minimum: String(settings.requirements.minChromiumVersion),
      }),
    );
    await old.close();
    const current = await browser.newContext({userAgent: UA.edgeWindows});
    const fresh = await current.newPage();
    await fresh.goto(at(LOCALE, '/download/'));
    await hydrated(fresh);
    await expect(fresh.getByTestId('chrome-upgrade')).toHaveCount(0);
    await current.close();
  });

  test('the download page chooses between extensions and apps, and has an Edge button', async ({page}) => {
    await page.goto(at(LOCALE, '/download/'));
    await hydrated(page);
    await expect(page.getByTestId('edge-install')).toHaveAttribute('href', settings.stores.edge);
    const chooser = page.getByTestId('platform-chooser');
    const targets = page.locator('#platforms [data-testid="download-buttons"] li');
    await chooser.locator('[data-kind="mobile"]').click();
    await expect(targets).toHaveCount(4);
    await expect(page.locator('#platforms [data-target="iosApp"]')).toBeVisible();
    await chooser.locator('[data-kind="extension"]').click();
    await expect(targets).toHaveCount(6);
    for (const id of [
      'webpage',
      'videoSubtitles',
      'pdf',
      'pdfPro',
      'epub',
      'image',
      'aiContext',
      'hover',
      'input',
      'ao3',
    ]) {
      await expect(page.locator(`#feature-${id}`)).toHaveCount(1);
    }
  });

  test('the "view download" variant offers Download now for the visitor’s platform', async ({browser}) => {
    const context = await browser.newContext({userAgent: UA.firefoxLinux});
    const page = await context.newPage();
    await page.goto(at(LOCALE, '/download/?view=download'));
    await expect(page.getByTestId('download-now')).toHaveAttribute('href', settings.stores.firefox);
    await page.goto(at(LOCALE, '/download/'));
    await hydrated(page);
    await expect(page.getByTestId('download-now')).toHaveCount(0);
    await context.close();
  });

  test('the Android page starts the download by itself and offers a manual link', async ({page}) => {
    await page.route(settings.stores.androidApk, (route) =>
      route.fulfill({
        status: 200,
        headers: {'content-disposition': 'attachment; filename="interlinear-browser.apk"'},
        body: 'apk',
      }),
    );
    const download = page.waitForEvent('download');
    await page.goto(at(LOCALE, '/android/'));
    expect((await download).suggestedFilename()).toBe('interlinear-browser.apk');
    await expect(page.getByTestId('android-download-started')).toBeVisible();
    await expect(page.getByTestId('android-manual')).toHaveAttribute('href', settings.stores.androidApk);
    await expect(page.getByTestId('android-new-app')).toHaveAttribute('href', settings.stores.androidApp);
  });

  for (const failure of ['no connection', 'an error page'] as const) {
    test(`when the APK address gives ${failure}, the Android page stays, with its manual link and notes`, async ({
      page,
    }) => {
      await page.route(settings.stores.androidApk, (route) =>
        failure === 'no connection'
          ? route.abort('connectionrefused')
          : route.fulfill({status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>'}),
      );
      const isApk = (request: Request) => request.url() === settings.stores.androidApk;
      const attempted =
        failure === 'no connection'
          ? page.waitForEvent('requestfailed', isApk)
          : page.waitForEvent('requestfinished', isApk);
      await page.goto(at(LOCALE, '/android/'));
      await hydrated(page);
      await attempted;
      // The attempt happened in a hidden frame; the visitor's page is still this one.
      await expect(page.getByTestId('android-download-frame')).toBeHidden();
      expect(new URL(page.url()).pathname).toBe(at(LOCALE, '/android/'));
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByTestId('android-manual')).toBeVisible();
      await expect(page.getByTestId('android-new-app')).toBeVisible();
      await expect(page.locator('#install')).toBeVisible();
    });
  }

  test('the zip guide has four steps and copies the extensions address', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(at(LOCALE, '/manual-chrome-extension/zip/'));
    await hydrated(page);
    await expect(page.getByTestId('zip-steps').getByRole('listitem')).toHaveCount(4);
    await page.getByTestId('copy-extensions-url').click();
    await expect(page.getByTestId('copy-confirmation')).toHaveText(t(LOCALE, 'marketing.zipGuide.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('chrome://extensions/');
  });

  test('when the clipboard is refused, the address is shown selected for copying by hand', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError'))},
      });
    });
    await page.goto(at(LOCALE, '/manual-chrome-extension/zip/'));
    await hydrated(page);
    await page.getByTestId('copy-extensions-url').click();
    await expect(page.getByTestId('copy-refused')).toBeVisible();
    await expect(page.getByTestId('extensions-url-manual')).toHaveValue('chrome://extensions/');
  });
});
