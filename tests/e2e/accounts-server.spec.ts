/**
 * The account pages against the real API server (server/src/main.ts serving the build and
 * `/api/` from one origin, on its own SQLite database), as a visitor uses them.
 */
import {execFileSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {test, expect, type Page} from '@playwright/test';
import {API_DATA_DIR, API_PORT} from './ports';
import {at, hydrated, installExtension, settings, t} from './support';

const LOCALE = 'hi';
const ORIGIN = `http://127.0.0.1:${API_PORT}`;
const PASSWORD = 'पढ़ने का पासवर्ड 2026';
const {start} = settings.promotions.mangaOffer;
const DURING_OFFER = new Date(Date.parse(start) + 24 * 3600 * 1000);

test.use({baseURL: ORIGIN});

const newEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

// The server believes X-Forwarded-For from 127.0.0.1 (TRUST_PROXY), so each test is a visitor at
// an address of its own and no test uses up another's registration or login limits.
const newAddress = () => `198.18.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 254) + 1}`;
test.beforeEach(async ({context}, info) => {
  const address = newAddress();
  info.annotations.push({type: 'client address', description: address});
  await context.setExtraHTTPHeaders({'x-forwarded-for': address});
});

/** Runs the admin tool against the test server's database. */
function admin(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/src/admin.ts', ...args], {
    env: {...process.env, DATA_DIR: API_DATA_DIR, LOG_LEVEL: 'warn'},
    encoding: 'utf8',
  }).trim();
}

async function register(page: Page, email: string, next?: string): Promise<void> {
  await page.goto(at(LOCALE, `/register/${next ? `?next=${encodeURIComponent(next)}` : ''}`));
  await hydrated(page);
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill(PASSWORD);
  await page.getByTestId('auth-submit').click();
}

const storedStatus = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('user_info') ?? 'null') as {subscription?: {subscriptionStatus?: string}} | null)
        ?.subscription?.subscriptionStatus ?? null,
  );

test.describe('accounts through the real server, in hi', () => {
  test('register, see the profile, claim the comic offer once (Premium tag goes), log out, log in again', async ({
    page,
    context,
  }) => {
    const email = newEmail('manga');

    // The form explains its rules before sending anything.
    await page.goto(at(LOCALE, '/register/'));
    await hydrated(page);
    await page.getByTestId('email-input').fill('not-an-email');
    await page.getByTestId('password-input').fill('short');
    await page.getByTestId('auth-submit').click();
    await expect(page.getByText(t(LOCALE, 'marketing.account.email.invalid'))).toBeVisible();
    await expect(page.getByText(t(LOCALE, 'marketing.account.password.short', {min: '8'}))).toBeVisible();
    await expect(page.getByTestId('email-input')).toHaveAttribute('aria-invalid', 'true');

    await register(page, email);
    await expect(page).toHaveURL(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(page.getByTestId('profile-membership')).toHaveAttribute('data-status', 'inactive');
    await expect(page.getByTestId('profile-membership')).toHaveText(t(LOCALE, 'marketing.account.profile.free'));
    const [cookie] = (await context.cookies()).filter((c) => c.name === settings.storage.loginCookie);
    expect(cookie).toMatchObject({httpOnly: true, sameSite: 'Lax'});
    expect(await storedStatus(page)).toBe('inactive');
    await expect(page.getByTestId('navbar-profile').first()).toHaveAttribute('href', at(LOCALE, '/profile/'));
    await expect(page.getByTestId('premium-tag-navbar')).toBeVisible();

    // Claim the offer; the membership arrives and the Premium tag disappears without a reload.
    await installExtension(page);
    await page.clock.setFixedTime(DURING_OFFER);
    await page.goto(at(LOCALE, '/deals/manga/'));
    await hydrated(page);
    const offer = page.getByTestId('offer-state');
    await expect(offer).toHaveAttribute('data-view', 'ready');
    await page.getByTestId('claim-button').dblclick();
    await expect(offer).toHaveAttribute('data-view', 'claimed');
    await expect(offer).toContainText(t(LOCALE, 'marketing.offer.claimed', {days: '3'}));
    await expect(page.getByTestId('premium-tag-navbar')).toHaveCount(0);
    expect(await storedStatus(page)).toBe('active');

    // A second claim, after a reload, is refused with its own message.
    await page.reload();
    await hydrated(page);
    await expect(offer).toHaveAttribute('data-view', 'ready');
    await page.getByTestId('claim-button').click();
    await expect(offer).toHaveAttribute('data-view', 'notEligible');
    await expect(offer).toContainText(t(LOCALE, 'marketing.offer.alreadyClaimed'));

    await page.goto(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('profile-membership')).toHaveAttribute('data-status', 'active');

    // Log out: the session ends on the server and in this browser.
    await page.getByTestId('logout-button').click();
    await expect(page.getByText(t(LOCALE, 'marketing.account.logout.done'))).toBeVisible();
    expect(await storedStatus(page)).toBeNull();
    expect((await context.cookies()).some((c) => c.name === settings.storage.loginCookie)).toBe(false);
    await expect(page.getByTestId('navbar-profile').first()).toHaveAttribute(
      'href',
      new RegExp(`^${at(LOCALE, '/login/')}`),
    );
    expect((await page.request.get('/api/me')).status()).toBe(401);

    // Log in: a wrong password is refused; the right one comes back to the page that asked.
    await page.goto(at(LOCALE, `/login/?next=${encodeURIComponent(at(LOCALE, '/topup/'))}`));
    await hydrated(page);
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('password-input').fill('not the password');
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('auth-message')).toHaveAttribute('data-state', 'wrongCredentials');
    await expect(page.getByTestId('auth-message')).toContainText(t(LOCALE, 'marketing.account.login.wrong'));
    await page.getByTestId('password-input').fill(PASSWORD);
    await page.getByTestId('auth-submit').click();
    await expect(page).toHaveURL(at(LOCALE, '/topup/'));
    await expect(page.getByTestId('traffic-balance')).toBeVisible();
    await expect(page.getByTestId('premium-tag-navbar')).toHaveCount(0);
  });

  test('redeem a code, see Pro on the profile; a used code gets its message; a taken email is explained', async ({
    page,
  }) => {
    const code = admin('codes', 'create', '--days', '30');
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const email = newEmail('redeem');
    await register(page, email, at(LOCALE, '/exchange/'));
    await expect(page).toHaveURL(at(LOCALE, '/exchange/'));
    await hydrated(page);
    await expect(page.getByTestId('premium-tag-navbar')).toBeVisible();
    await page.getByTestId('redeem-input').fill(code.toLowerCase());
    await page.getByTestId('redeem-submit').click();
    await expect(page.getByTestId('redeem-message')).toHaveAttribute('data-state', 'success');
    await expect(page.getByTestId('premium-tag-navbar')).toHaveCount(0);
    await page.getByTestId('redeem-input').fill(code);
    await page.getByTestId('redeem-submit').click();
    await expect(page.getByTestId('redeem-message')).toHaveAttribute('data-state', 'used');

    await page.goto(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('profile-membership')).toHaveAttribute('data-status', 'active');

    // The same email cannot register twice.
    await page.context().clearCookies();
    await register(page, email.toUpperCase());
    await expect(page.getByTestId('auth-message')).toHaveAttribute('data-state', 'emailTaken');
    await expect(page.getByTestId('auth-message')).toContainText(t(LOCALE, 'marketing.account.register.taken'));
  });

  test('an order for a traffic package hands over to checkout and is credited once when marked paid', async ({
    page,
  }) => {
    await page.route(`${settings.links.checkout}**`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<h1>checkout</h1>'}),
    );
    // The page shows the server's catalogue, including a package the operator just added.
    const added = `chars-e2e-${randomBytes(3).toString('hex')}`;
    admin('packages', 'add', '--id', added, '--characters', '7000000', '--price', '6.49');
    await register(page, newEmail('buyer'), at(LOCALE, '/topup/'));
    await expect(page).toHaveURL(at(LOCALE, '/topup/'));
    await hydrated(page);
    await expect(page.getByTestId(`package-${added}`)).toContainText('6.49');
    await page.getByTestId('buy-chars-2m').click();
    await page.waitForURL(`${settings.links.checkout}**`);
    const orderId = new URL(page.url()).searchParams.get('order')!;
    expect(admin('orders', 'mark-paid', orderId)).toContain('characters credited');
    expect(admin('orders', 'mark-paid', orderId)).toContain('already paid');
    await page.goto(at(LOCALE, '/bill/'));
    await expect(page.getByTestId('orders-table').locator('[data-status]')).toHaveCount(1);
    await expect(page.getByTestId('orders-table').locator('[data-status]')).toHaveAttribute('data-status', 'paid');
    await page.goto(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('profile-traffic')).toContainText(new Intl.NumberFormat('hi-IN').format(2_000_000));
  });

  test('after too many failed logins the page says to wait, even for the right password', async ({page}) => {
    const email = newEmail('guess');
    await register(page, email);
    await expect(page).toHaveURL(at(LOCALE, '/profile/'));
    await page.context().clearCookies();
    // The server's limit (10 attempts for one email in 15 minutes), used up by wrong passwords.
    for (let i = 0; i < 10; i += 1) {
      expect((await page.request.post('/api/login', {data: {email, password: `wrong guess ${i}`}})).status()).toBe(401);
    }
    await page.goto(at(LOCALE, '/login/'));
    await hydrated(page);
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('password-input').fill(PASSWORD);
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('auth-message')).toHaveAttribute('data-state', 'rateLimited');
    await expect(page.getByTestId('auth-message')).toContainText(t(LOCALE, 'marketing.account.login.rateLimited'));
    await expect(page).toHaveURL(at(LOCALE, '/login/'));
  });

  test('after too many registrations from one network the page says to wait an hour', async ({page}) => {
    // The server's default limit: 5 new accounts from one address in an hour.
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await page.request.post('/api/register', {data: {email: newEmail(`crowd-${i}`), password: PASSWORD}})
        ).status(),
      ).toBe(201);
    }
    await page.context().clearCookies();
    await register(page, newEmail('one-too-many'));
    await expect(page.getByTestId('auth-message')).toHaveAttribute('data-state', 'rateLimited');
    await expect(page.getByTestId('auth-message')).toContainText(t(LOCALE, 'marketing.account.register.rateLimited'));
    await expect(page).toHaveURL(at(LOCALE, '/register/'));
  });
});
