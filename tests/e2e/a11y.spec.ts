import AxeBuilder from '@axe-core/playwright';
import {test, expect, type Page} from '@playwright/test';
import {SIGNED_IN_USER, at, hydrated, openSearch, settings} from './support';

// Accessibility of every page template, in light and dark, in the default locale, the spec's Hindi
// build, English and right-to-left Arabic: no serious or critical axe violation.

const LOCALES = ['zh', 'hi', 'en', 'ar'] as const;
const THEMES = ['light', 'dark'] as const;

// The account pages' states come from the API, answered here as the server would.
const ORDER = {
  id: '6f1d2c3b-4a5e-4f60-8b7a-9c0d1e2f3a4b',
  kind: 'pro',
  interval: 'month',
  status: 'paid',
  createdAt: '2026-11-20T08:00:00Z',
  paidAt: '2026-11-20T08:01:00Z',
  amount: {amount: 599, currency: 'USD'},
  test: true,
};
const SESSION = 'test_cs_0123456789abcdef';
const API: Readonly<Record<string, unknown>> = {
  [`GET checkout/test/${SESSION}`]: {
    order: {...ORDER, status: 'pending', paidAt: null},
    open: true,
    successUrl: `/checkout/success/?order=${ORDER.id}`,
    cancelUrl: `/checkout/cancelled/?order=${ORDER.id}`,
  },
  [`GET orders/${ORDER.id}`]: {order: ORDER},
  [`POST orders/${ORDER.id}/cancel`]: {order: ORDER},
  'GET me': {
    ...SIGNED_IN_USER,
    subscription: {
      subscriptionStatus: 'active',
      plan: 'pro',
      expiresAt: '2026-12-20T08:01:00Z',
      billing: {
        interval: 'month',
        status: 'active',
        paidThrough: '2026-12-20T08:01:00Z',
        cancelAtPeriodEnd: false,
        paymentFailed: true,
        manageable: true,
      },
    },
  },
};

async function answerAccountCalls(page: Page): Promise<void> {
  await page.route(`**${settings.apiBaseUrl}**`, (route) => {
    const url = new URL(route.request().url());
    const key = `${route.request().method()} ${url.pathname.slice(settings.apiBaseUrl.length)}`;
    // Only the profile and the deletion page are seen signed in; every other template keeps the visitor it had.
    const body = key === 'GET me' && !/\/(profile|account\/delete)\//.test(page.url()) ? undefined : API[key];
    return body
      ? route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify(body)})
      : route.fallback();
  });
}

const TEMPLATES: readonly {name: string; path: string; prepare?: (page: Page) => Promise<void>}[] = [
  {name: 'home', path: '/'},
  {name: 'marketing page', path: '/download/'},
  {name: 'pricing', path: '/pricing/'},
  {name: 'doc page', path: '/docs/usage/'},
  {
    name: 'doc page read in two languages',
    path: '/docs/usage/',
    prepare: async (page) => {
      await hydrated(page);
      await page.locator('#pair-language').selectOption({index: 1});
      await expect(page.locator('[data-pair]').first()).toBeAttached();
    },
  },
  {name: 'blog', path: '/blog/'},
  {name: 'translation status', path: '/translation-status/'},
  {
    name: 'search modal',
    path: '/docs/usage/',
    prepare: async (page) => {
      await openSearch(page);
      await page.keyboard.type('PDF');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    },
  },
  {name: 'not found', path: '/no-such-page/'},
  {
    name: 'test checkout',
    path: `/checkout/test/?session=${SESSION}`,
    prepare: async (page) => expect(page.getByTestId('test-pay')).toBeVisible(),
  },
  {
    name: 'payment result',
    path: `/checkout/success/?order=${ORDER.id}`,
    prepare: async (page) => expect(page.getByTestId('checkout-result')).toHaveAttribute('data-status', 'paid'),
  },
  {
    name: 'payment cancelled',
    path: `/checkout/cancelled/?order=${ORDER.id}`,
    prepare: async (page) => expect(page.getByTestId('order-facts')).toBeVisible(),
  },
  {
    name: 'profile with a subscription whose renewal failed',
    path: '/profile/',
    prepare: async (page) => expect(page.getByTestId('profile-subscription').getByRole('alert')).toBeVisible(),
  },
  {
    name: 'forgotten password, its problem shown',
    path: '/account/forgot/',
    prepare: async (page) => {
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('email-input')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'account deletion, its problems shown',
    path: '/account/delete/',
    prepare: async (page) => {
      await page.getByTestId('delete-submit').click();
      await expect(page.getByTestId('delete-confirm')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'registration form showing its problems',
    path: '/register/',
    prepare: async (page) => {
      await page.getByTestId('auth-submit').click();
      await expect(page.getByTestId('email-input')).toHaveAttribute('aria-invalid', 'true');
    },
  },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

for (const locale of LOCALES) {
  for (const theme of THEMES) {
    test(`no serious accessibility violations on any template (${locale}, ${theme})`, async ({page}) => {
      test.slow();
      const found: string[] = [];
      await answerAccountCalls(page);
      for (const template of TEMPLATES) {
        const path = at(locale, template.path);
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}docusaurus-theme=${theme}`);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await template.prepare?.(page);
        found.push(...(await seriousViolations(page)).map((v) => `${template.name}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  }
}
