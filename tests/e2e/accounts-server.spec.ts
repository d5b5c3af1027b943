/**
 * The account pages against the real API server (server/src/main.ts serving the build and
 * `/api/` from one origin, on its own SQLite database), as a visitor uses them.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {simpleParser} from 'mailparser';
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

interface ReceivedMail {
  readonly subject: string;
  readonly text: string;
}

/**
 * The newest message the server wrote to `to` whose text contains `containing` (no SMTP server is
 * set for these tests, so each one is an .eml file under the data folder), waiting a few seconds for
 * it. Messages are told apart by what they say, not by when they were written: the confirmation
 * sent at registration can be younger than any clock margin a test would pick.
 */
async function mailTo(to: string, containing = ''): Promise<ReceivedMail> {
  const dir = path.join(API_DATA_DIR, 'mail');
  for (let waited = 0; waited < 10_000; waited += 200) {
    const files = existsSync(dir) ? readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const parsed = await simpleParser(readFileSync(path.join(dir, file)));
      const mail = {subject: parsed.subject ?? '', text: parsed.text ?? ''};
      const addressed = parsed.to && !Array.isArray(parsed.to) && parsed.to.value.some((a) => a.address === to);
      if (addressed && mail.text.includes(containing)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No message to ${to}${containing ? ` containing ${containing}` : ''}`);
}

/** The link to a page of the site in a message, as the visitor would click it. */
function linkIn(mail: ReceivedMail, page: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(page));
  if (!link) throw new Error(`No ${page} link in "${mail.subject}"`);
  return link;
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

    // The offer needs a confirmed email: the page says so until the emailed link is opened.
    await installExtension(page);
    await page.clock.setFixedTime(DURING_OFFER);
    await page.goto(at(LOCALE, '/deals/manga/'));
    await hydrated(page);
    const offer = page.getByTestId('offer-state');
    await expect(offer).toHaveAttribute('data-view', 'unverified');
    await expect(page.getByTestId('offer-unverified')).toHaveText(t(LOCALE, 'marketing.offer.unverified'));
    const confirmation = await mailTo(email, '/account/verify/');
    expect(confirmation.subject).toMatch(/[\u0900-\u097F]/);
    await page.goto(linkIn(confirmation, '/account/verify/'));
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('verify-result')).toContainText(email);

    // Claim the offer; the membership arrives and the Premium tag disappears without a reload.
    await page.goto(at(LOCALE, '/deals/manga/'));
    await hydrated(page);
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

  test('top-up: a package is paid through the test checkout, credited once, and shows in the balance and orders', async ({
    page,
  }) => {
    // The page shows the server's catalogue, including a package the operator just added.
    const added = `chars-e2e-${randomBytes(3).toString('hex')}`;
    admin('packages', 'add', '--id', added, '--characters', '7000000', '--price', '6.49');
    await register(page, newEmail('buyer'), at(LOCALE, '/topup/'));
    await expect(page).toHaveURL(at(LOCALE, '/topup/'));
    await hydrated(page);
    await expect(page.getByTestId(`package-${added}`)).toContainText('6.49');
    await page.getByTestId('buy-chars-2m').click();
    await page.waitForURL(`**${at(LOCALE, '/checkout/test/')}?session=*`);
    await hydrated(page);
    await expect(page.getByTestId('test-banner')).toContainText(t(LOCALE, 'marketing.checkout.test.banner'));
    await expect(page.getByTestId('order-facts')).toContainText('$2.99');
    // A double click on "pay" pays once.
    await page.getByTestId('test-pay').dblclick();
    await page.waitForURL(`**${at(LOCALE, '/checkout/success/')}?order=*`);
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByTestId('checkout-result')).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('checkout-result')).toContainText(
      t(LOCALE, 'marketing.checkout.success.paidTraffic', {count: new Intl.NumberFormat('hi-IN').format(2_000_000)}),
    );
    await expect(page.getByTestId('test-note')).toBeVisible();
    expect(admin('orders', 'mark-paid', orderId)).toContain('already paid');
    await page.goto(at(LOCALE, '/bill/'));
    await expect(page.getByTestId('orders-table').locator('[data-status]')).toHaveCount(1);
    await expect(page.getByTestId('orders-table').locator('[data-status]')).toHaveAttribute('data-status', 'paid');
    await page.goto(at(LOCALE, '/topup/'));
    await expect(page.getByTestId('traffic-balance')).toContainText(new Intl.NumberFormat('hi-IN').format(2_000_000));
    await page.goto(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('profile-traffic')).toContainText(new Intl.NumberFormat('hi-IN').format(2_000_000));

    // A refund (the operator's tool) takes the unused characters back and marks the order.
    expect(admin('orders', 'refund', orderId)).toContain('refunded');
    await page.reload();
    await expect(page.getByTestId('profile-traffic')).toContainText(
      t(LOCALE, 'marketing.account.profile.characters', {count: '0'}),
    );
  });

  test('pricing: Pro monthly through the test checkout ends the Premium tag; the profile shows the renewal and the test portal cancels it at period end', async ({
    page,
  }) => {
    const email = newEmail('pro');
    // A visitor who is not signed in is sent to log in, then back to pricing.
    await page.goto(at(LOCALE, '/pricing/'));
    await hydrated(page);
    await page.getByTestId('pro-checkout').click();
    await expect(page).toHaveURL(`${at(LOCALE, '/login/')}?next=${encodeURIComponent(at(LOCALE, '/pricing/'))}`);
    await register(page, email, at(LOCALE, '/pricing/'));
    await expect(page).toHaveURL(at(LOCALE, '/pricing/'));
    // The Premium tag is hidden on the pricing page itself; elsewhere a free member sees it.
    await page.goto(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('premium-tag-navbar')).toBeVisible();
    await page.goto(at(LOCALE, '/pricing/'));
    await hydrated(page);
    await page.getByTestId('pro-checkout').click();
    await page.waitForURL(`**${at(LOCALE, '/checkout/test/')}?session=*`);
    await hydrated(page);
    await expect(page.getByTestId('order-item')).toHaveText(t(LOCALE, 'marketing.bill.item.proMonthly'));
    await page.getByTestId('test-pay').click();
    await page.waitForURL(`**${at(LOCALE, '/checkout/success/')}?order=*`);
    await expect(page.getByTestId('checkout-result')).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('checkout-result')).toContainText(t(LOCALE, 'marketing.checkout.success.paidPro'));
    // The account is read again once paid: the stored status is active and the Premium tag goes.
    await expect.poll(() => storedStatus(page)).toBe('active');
    await expect(page.getByTestId('premium-tag-navbar')).toBeHidden();

    await page.goto(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('profile-membership')).toHaveAttribute('data-status', 'active');
    await expect(page.getByTestId('profile-plan')).toHaveText(t(LOCALE, 'marketing.account.profile.billing.monthly'));
    await expect(page.getByTestId('profile-renewal')).toHaveAttribute('data-status', 'active');
    const renewal = new Date();
    renewal.setUTCMonth(renewal.getUTCMonth() + 1);
    await expect(page.getByTestId('profile-renewal')).toContainText(
      String(new Intl.DateTimeFormat('hi-IN', {year: 'numeric'}).format(renewal)),
    );
    // A second Pro subscription is refused while this one runs.
    await page.goto(at(LOCALE, '/pricing/'));
    await hydrated(page);
    await page.getByTestId('pro-checkout').click();
    await expect(page.getByTestId('order-message')).toContainText(
      t(LOCALE, 'marketing.checkout.refused.alreadySubscribed'),
    );

    // "Manage subscription" opens the test portal, which cancels at the end of the period.
    await page.goto(at(LOCALE, '/profile/'));
    await hydrated(page);
    await page.getByTestId('manage-subscription').click();
    await page.waitForURL(`**${at(LOCALE, '/checkout/test/')}?portal=1`);
    await hydrated(page);
    await expect(page.getByTestId('test-portal-status')).toHaveAttribute('data-status', 'active');
    await page.getByTestId('test-portal-toggle').click();
    await expect(page.getByTestId('test-portal-status')).toHaveAttribute('data-status', 'ending');
    await page.goto(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('profile-renewal')).toHaveAttribute('data-status', 'ending');
    await expect(page.getByTestId('profile-membership')).toHaveAttribute('data-status', 'active');
  });

  test('leaving the test checkout goes back with nothing charged, and the order is cancelled', async ({page}) => {
    await register(page, newEmail('leaver'), at(LOCALE, '/topup/'));
    await hydrated(page);
    await page.getByTestId('buy-chars-10m').click();
    await page.waitForURL(`**${at(LOCALE, '/checkout/test/')}?session=*`);
    await hydrated(page);
    await page.getByTestId('test-cancel').click();
    await page.waitForURL(`**${at(LOCALE, '/checkout/cancelled/')}?order=*`);
    await expect(page.getByTestId('checkout-cancelled')).toContainText(
      t(LOCALE, 'marketing.checkout.cancelled.nothingCharged'),
    );
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'cancelled');
    await page.getByRole('link', {name: t(LOCALE, 'marketing.checkout.cancelled.backTopup')}).click();
    await expect(page).toHaveURL(at(LOCALE, '/topup/'));
    await expect(page.getByTestId('traffic-balance')).toContainText(
      t(LOCALE, 'marketing.topup.account.balance', {count: '0'}),
    );
    // The test checkout cannot be paid after it was left.
    await page.goBack();
    await page.goBack();
    await hydrated(page);
    await expect(page.getByTestId('test-pay')).toHaveCount(0);
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

  test('a forgotten password: the emailed link sets a new one, and the browser signed in before is signed out', async ({
    page,
    browser,
  }) => {
    const email = newEmail('forgot');
    await register(page, email);
    await expect(page).toHaveURL(at(LOCALE, '/profile/'));

    // Another browser, without the password: login → "forgot" → the link from the email.
    const other = await browser.newContext({extraHTTPHeaders: {'x-forwarded-for': newAddress()}});
    const visitor = await other.newPage();
    await visitor.goto(at(LOCALE, '/login/'));
    await hydrated(visitor);
    await visitor.getByTestId('forgot-link').click();
    await expect(visitor).toHaveURL(at(LOCALE, '/account/forgot/'));
    // The address changes before the new page's code has arrived; until it has, the login form (which
    // has an email field too) is still the one on screen.
    await expect(visitor.getByTestId('forgot-submit')).toBeVisible();
    await visitor.getByTestId('email-input').fill(email);
    await visitor.getByTestId('forgot-submit').click();
    await expect(visitor.getByTestId('forgot-message')).toHaveAttribute('data-state', 'done');
    await expect(visitor.getByTestId('forgot-message')).toContainText(email);
    const reset = await mailTo(email, '/account/reset/');
    await visitor.goto(linkIn(reset, '/account/reset/'));
    await hydrated(visitor);
    const fresh = 'नया लंबा पासवर्ड 2027';
    await visitor.getByTestId('password-input').fill('short');
    await visitor.getByTestId('reset-submit').click();
    await expect(visitor.getByText(t(LOCALE, 'marketing.account.password.short', {min: '8'}))).toBeVisible();
    await visitor.getByTestId('password-input').fill(fresh);
    await visitor.getByTestId('reset-submit').click();
    await expect(visitor.getByText(t(LOCALE, 'marketing.account.reset.done'))).toBeVisible();
    await visitor.goto(at(LOCALE, '/profile/'));
    await expect(visitor.getByTestId('profile-email')).toHaveText(email);
    // The mailbox answered, so the address counts as confirmed.
    await expect(visitor.getByTestId('email-status')).toHaveAttribute('data-verified', 'true');
    // The same link does not work twice.
    await visitor.goto(linkIn(reset, '/account/reset/'));
    await hydrated(visitor);
    await visitor.getByTestId('password-input').fill('another long password');
    await visitor.getByTestId('reset-submit').click();
    await expect(visitor.getByTestId('reset-message')).toHaveAttribute('data-state', 'token_used');
    await other.close();

    // The first browser's session ended with the reset.
    await page.reload();
    await expect(page.getByTestId('signin-prompt')).toBeVisible();
    expect(await storedStatus(page)).toBeNull();
    expect((await page.request.post('/api/login', {data: {email, password: PASSWORD}})).status()).toBe(401);
    expect((await page.request.post('/api/login', {data: {email, password: fresh}})).status()).toBe(200);
  });

  test('changing the email takes effect through the link sent to the new address, and the old one is told', async ({
    page,
  }) => {
    const email = newEmail('mover');
    const moved = newEmail('moved');
    await register(page, email);
    await expect(page).toHaveURL(at(LOCALE, '/profile/'));
    await page.goto(at(LOCALE, '/profile/'));
    await page.getByRole('link', {name: t(LOCALE, 'marketing.account.changeEmail.title')}).click();
    await expect(page).toHaveURL(at(LOCALE, '/account/email/'));
    await hydrated(page);
    await expect(page.getByTestId('current-email')).toContainText(email);
    await page.getByTestId('email-input').fill(moved);
    await page.getByTestId('password-input').fill('not the password');
    await page.getByTestId('email-submit').click();
    await expect(page.getByTestId('email-message')).toHaveAttribute('data-state', 'wrong_password');
    await page.getByTestId('password-input').fill(PASSWORD);
    await page.getByTestId('email-submit').click();
    await expect(page.getByTestId('email-form')).toContainText(moved);
    // Nothing changes until the link is opened.
    await page.goto(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await page.goto(linkIn(await mailTo(moved, '/account/verify/'), '/account/verify/'));
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('verify-result')).toContainText(moved);
    await page.goto(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('profile-email')).toHaveText(moved);
    await expect(page.getByTestId('email-status')).toHaveAttribute('data-verified', 'true');
    // The old address is told where the account went (its registration confirmation does not name it).
    await mailTo(email, moved);
  });

  test('download my data gives a JSON file of the account; deleting it signs out and the login is refused', async ({
    page,
  }) => {
    const email = newEmail('leaving');
    await register(page, email);
    await expect(page).toHaveURL(at(LOCALE, '/profile/'));
    await page.goto(at(LOCALE, '/account/export/'));
    await hydrated(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^interlinear-account-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      account: {email: string};
      sessions: {current: boolean}[];
    };
    expect(data.account.email).toBe(email);
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    await expect(page.getByTestId('export-message')).toHaveAttribute('data-state', 'done');

    await page.goto(at(LOCALE, '/account/delete/'));
    await hydrated(page);
    await page.getByTestId('password-input').fill(PASSWORD);
    await page.getByTestId('delete-submit').click();
    // The confirmation box is required.
    await expect(page.getByText(t(LOCALE, 'marketing.account.delete.confirmMissing'))).toBeVisible();
    await page.getByTestId('delete-confirm').check();
    await page.getByTestId('password-input').fill('a wrong password');
    await page.getByTestId('delete-submit').click();
    await expect(page.getByTestId('delete-message')).toHaveAttribute('data-state', 'wrong_password');
    await page.getByTestId('password-input').fill(PASSWORD);
    await page.getByTestId('delete-submit').click();
    await expect(page.getByTestId('delete-done')).toContainText(t(LOCALE, 'marketing.account.delete.done'));
    expect(await storedStatus(page)).toBeNull();
    await page.goto(at(LOCALE, '/profile/'));
    await expect(page.getByTestId('signin-prompt')).toBeVisible();
    await page.goto(at(LOCALE, '/login/'));
    await hydrated(page);
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('password-input').fill(PASSWORD);
    await page.getByTestId('auth-submit').click();
    await expect(page.getByTestId('auth-message')).toHaveAttribute('data-state', 'wrongCredentials');
  });
});
