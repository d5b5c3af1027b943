import {defineConfig, devices} from '@playwright/test';
import {API_DATA_DIR, API_PORT, MAIN_PORT as PORT, NGINX_PORT, VARIANT_PORT, WRONG_BASE_PORT} from './tests/e2e/ports';
import {chromiumPath} from './scripts/chromium.mjs';

/**
 * Browser tests against the production build, served by scripts/serve.mjs. Chromium is Debian's
 * (`/usr/bin/chromium`, or CHROMIUM_PATH); Playwright does not download a browser of its own.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-quic',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    // The production build of every locale.
    {command: `node scripts/serve.mjs --port ${PORT}`, url: `http://127.0.0.1:${PORT}/`},
    // The settings variant (fixed light mode, base-URL banner on), served correctly…
    {
      command: `node scripts/serve.mjs --dir build-variant/site --port ${VARIANT_PORT}`,
      url: `http://127.0.0.1:${VARIANT_PORT}/`,
    },
    // …and served one folder too deep, under the wrong base URL.
    {
      command: `node scripts/serve.mjs --dir build-variant --port ${WRONG_BASE_PORT}`,
      url: `http://127.0.0.1:${WRONG_BASE_PORT}/site/`,
    },
    // The production build behind Debian's nginx with the production rules, /api/ proxied to the server below.
    {
      command: `node scripts/nginx.mjs --port ${NGINX_PORT} --api 127.0.0.1:${API_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
    },
    // The build and the accounts API from one origin, on a fresh SQLite database, as `npm run site` runs them.
    {
      command: `rm -rf ${API_DATA_DIR} && node --import tsx server/src/main.ts --site build`,
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      // The server's offer window always includes today; the tests move the browser's clock into the build's window.
      env: {
        PORT: String(API_PORT),
        DATA_DIR: API_DATA_DIR,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1',
        // The links of account emails lead back to this server.
        PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
        SITE_MANGA_OFFER_WINDOW: '2020-01-01T00:00:00Z/2100-01-01T00:00:00Z',
      },
    },
  ].map((server) => ({...server, reuseExistingServer: !process.env.CI, timeout: 30_000})),
});
