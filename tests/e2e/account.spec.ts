import {test, expect} from '@playwright/test';
import {SIGNED_IN_USER, at, fakeApi, hydrated, settings, t} from './support';

const LOCALE = 'hi';
const ORDER = {
  id: 'o-42',
  kind: 'traffic',
  packageId: 'chars-2m',
  characters: 2_000_000,
  status: 'pending',
  createdAt: '2026-11-20T08:00:00Z',
  amount: {amount: 299, currency: 'USD'},
};
/** Stripe's hosted checkout, as the API names it; the browser never reaches the real one in tests. */
const STRIPE_CHECKOUT = 'https://checkout.stripe.test/c/pay/cs_test_42';

test.describe('pricing in hi', () => {
  test('plans switch between monthly and yearly, tabs answer clicks and arrows, legal pages are linked', async ({
    page,
  }) => {
    await page.goto(at(LOCALE, '/pricing/'));
    await hydrated(page);
    await expect(page.getByTestId('plan-free')).toBeVisible();
    const checkout = page.getByTestId('pro-checkout');
    await expect(checkout).toHaveAttribute('data-plan', 'pro-month');
    await expect(page.getByTestId('plan-pro-price')).toContainText('5.99');
    const yearly = page.getByTestId('billing-period').getByRole('button').nth(1);
    await yearly.click();
    await expect(yearly).toHaveAttribute('aria-pressed', 'true');
    await expect(checkout).toHaveAttribute('data-plan', 'pro-year');
    await expect(page.getByTestId('plan-pro-price')).toContainText('59.99');

    const tabs = page.getByTestId('onboarding-tabs').getByRole('tab');
    await expect(tabs).toHaveCount(2);
    const panel = page.getByTestId('onboarding-tabs').getByRole('tabpanel');
    const first = await panel.innerText();
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(panel).not.toHaveText(first);
    await tabs.nth(1).press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toBeFocused();

    const legal = page.getByTestId('legal-links');
    await expect(legal.locator(`a[href="${at(LOCALE, '/docs/TERMS/')}"]`)).toHaveCount(1);
    await expect(legal.locator(`a[href="${at(LOCALE, '/docs/PRIVACY/')}"]`)).toHaveCount(1);
    await expect(page.getByTestId('manga-advert').locator(`a[href="${at(LOCALE, '/deals/manga/')}"]`)).toHaveCount(1);
  });
});

test.describe('buying Pro in hi', () => {
  test('the yearly plan is ordered once in the page language and the visitor is sent to the checkout it names', async ({
    page,
  }) => {
    const calls = await fakeApi(page, {
      'POST orders': {
        status: 201,
        body: {order: {...ORDER, kind: 'pro', interval: 'year'}, checkoutUrl: STRIPE_CHECKOUT},
      },
    });
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders')) sent.push(request.postDataJSON());
    });
    await page.route(`${STRIPE_CHECKOUT}**`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<h1>Stripe Checkout</h1>'}),
    );
    await page.goto(at(LOCALE, '/pricing/'));
    await hydrated(page);
    await page.getByTestId('billing-period').getByRole('button').nth(1).click();
    await page.getByTestId('pro-checkout').dblclick();
    await page.waitForURL(STRIPE_CHECKOUT);
    expect(calls['POST orders']).toBe(1);
    expect(sent).toEqual([{plan: 'pro-year', locale: 'hi'}]);
  });

  test('an answer naming an unsafe address, a refusal and an unreachable API each leave the visitor here with a message', async ({
    page,
  }) => {
    await fakeApi(page, {
      'POST orders': [
        {status: 201, body: {order: {...ORDER, kind: 'pro', interval: 'month'}, checkoutUrl: '//evil.example/pay'}},
        {status: 409, body: {code: 'already_subscribed'}},
        'unreachable',
      ],
    });
    await page.goto(at(LOCALE, '/pricing/'));
    await hydrated(page);
    const button = page.getByTestId('pro-checkout');
    const message = page.getByTestId('order-message');
    await button.click();
    await expect(message).toContainText(t(LOCALE, 'marketing.api.failed'));
    await expect(page).toHaveURL(at(LOCALE, '/pricing/'));
    await button.click();
    await expect(message).toContainText(t(LOCALE, 'marketing.checkout.refused.alreadySubscribed'));
    await expect(message.locator(`a[href="${at(LOCALE, '/profile/')}"]`)).toHaveCount(1);
    await button.click();
    await expect(message).toContainText(t(LOCALE, 'marketing.api.unreachable'));
    await expect(button).toBeEnabled();
  });
});

test.describe('redemption in hi', () => {
  test('a malformed code is explained without asking the server', async ({page}) => {
    const calls = await fakeApi(page, {});
    await page.goto(at(LOCALE, '/exchange/'));
    await hydrated(page);
    const message = page.getByTestId('redeem-message');
    for (const [input, state] of [
      ['', 'empty'],
      ['K7QM-3XWD', 'length'],
      ['K7QM-3XWD-9PRT-H2C0', 'characters'],
    ] as const) {
      await page.getByTestId('redeem-input').fill(input);
      await page.getByTestId('redeem-submit').click();
      await expect(message).toHaveAttribute('data-state', state);
      await expect(message).toContainText(t(LOCALE, `marketing.exchange.problem.${state}`));
    }
    expect(calls['POST redemptions']).toBeUndefined();
  });

  for (const [status, code, state] of [
    [404, 'code_invalid', 'invalid'],
    [409, 'code_used', 'used'],
    [410, 'code_expired', 'expired'],
  ] as const) {
    test(`a ${state} code gets its own message`, async ({page}) => {
      await fakeApi(page, {'POST redemptions': {status, body: {code}}});
      await page.goto(at(LOCALE, '/exchange/'));
      await hydrated(page);
      await page.getByTestId('redeem-input').fill('k7qm 3xwd 9prt h2ce');
      await page.getByTestId('redeem-submit').click();
      await expect(page.getByTestId('redeem-message')).toHaveAttribute('data-state', state);
      await expect(page.getByTestId('redeem-message')).toContainText(t(LOCALE, `marketing.exchange.refused.${state}`));
    });
  }

  test('a good code is redeemed once and the new expiry shown', async ({page}) => {
    const calls = await fakeApi(page, {
      'POST redemptions': {status: 200, body: {days: 30, expiresAt: '2027-01-20T00:00:00Z'}},
    });
    await page.goto(at(LOCALE, '/exchange/'));
    await hydrated(page);
    await page.getByTestId('redeem-input').fill('K7QM-3XWD-9PRT-H2CE');
    await page.getByTestId('redeem-submit').dblclick();
    await expect(page.getByTestId('redeem-message')).toHaveAttribute('data-state', 'success');
    await expect(page.getByTestId('redeem-message')).toContainText('2027');
    expect(calls['POST redemptions']).toBe(1);
  });
});

test.describe('top-up and bills in hi', () => {
  test('a signed-in visitor sees the balance and buying hands over to the checkout with one order', async ({page}) => {
    const calls = await fakeApi(page, {
      'GET me': {status: 200, body: SIGNED_IN_USER},
      'POST orders': {status: 201, body: {order: ORDER, checkoutUrl: STRIPE_CHECKOUT}},
    });
    await page.route(`${STRIPE_CHECKOUT}**`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<h1>checkout</h1>'}),
    );
    await page.goto(at(LOCALE, '/topup/'));
    await hydrated(page);
    await expect(page.getByTestId('traffic-balance')).toContainText(
      new Intl.NumberFormat('hi-IN').format(SIGNED_IN_USER.traffic.balance),
    );
    await page.getByTestId('buy-chars-2m').dblclick();
    await page.waitForURL(STRIPE_CHECKOUT);
    expect(calls['POST orders']).toBe(1);
  });

  test('a signed-out visitor is asked to sign in; an unreachable API gets a retry', async ({page}) => {
    await fakeApi(page, {'GET me': {status: 401, body: {code: 'login_required'}}});
    await page.goto(at(LOCALE, '/topup/'));
    await expect(page.getByTestId('signin-prompt')).toBeVisible();
    await expect(
      page
        .getByTestId('signin-prompt')
        .locator(`a[href="${at(LOCALE, settings.links.login)}?next=${encodeURIComponent(at(LOCALE, '/topup/'))}"]`),
    ).toHaveCount(1);

    const other = await page.context().newPage();
    await fakeApi(other, {'GET me': ['unreachable', {status: 200, body: SIGNED_IN_USER}]});
    await other.goto(at(LOCALE, '/topup/'));
    await other.getByRole('button', {name: t(LOCALE, 'marketing.api.retry')}).click();
    await expect(other.getByTestId('traffic-balance')).toBeVisible();
  });

  test('bills list the orders, say when there are none, and ask signed-out visitors to sign in', async ({page}) => {
    await fakeApi(page, {
      'GET orders': [
        {status: 200, body: {orders: [ORDER, {...ORDER, id: 'o-41', status: 'paid'}]}},
        {status: 200, body: {orders: []}},
        {status: 401, body: {code: 'login_required'}},
      ],
    });
    await page.goto(at(LOCALE, '/bill/'));
    const table = page.getByTestId('orders-table');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table).toContainText(t(LOCALE, 'marketing.bill.status.pending'));
    await expect(table).toContainText(t(LOCALE, 'marketing.bill.status.paid'));
    await page.reload();
    await expect(page.getByTestId('orders-empty')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('signin-prompt')).toBeVisible();
  });
});
