import {test, expect, type Page} from '@playwright/test';
import {
  SIGNED_IN_USER,
  at,
  collectPageErrors,
  fakeApi,
  hydrated,
  installExtension,
  settings,
  t,
  type Answer,
} from './support';

const LOCALE = 'hi';
const {start, end} = settings.promotions.mangaOffer;
const DURING = new Date(Date.parse(start) + 24 * 3600 * 1000);

async function openOffer(
  page: Page,
  {
    now = DURING,
    me = {status: 200, body: SIGNED_IN_USER},
    claim,
    extension = true,
  }: {now?: Date; me?: Answer | Answer[]; claim?: Answer | Answer[]; extension?: boolean} = {},
) {
  await page.clock.setFixedTime(now);
  if (extension) await installExtension(page);
  const calls = await fakeApi(page, {'GET me': me, ...(claim ? {'POST offers/manga/claim': claim} : {})});
  await page.goto(at(LOCALE, '/deals/manga/'));
  await hydrated(page);
  return calls;
}

const state = (page: Page) => page.getByTestId('offer-state');

test.describe('free comic Pro offer in hi', () => {
  test('before the window it is upcoming; from its end on it has ended', async ({page}) => {
    await openOffer(page, {now: new Date(Date.parse(start) - 3600 * 1000)});
    await expect(state(page)).toHaveAttribute('data-view', 'upcoming');
    await openOffer(page, {now: new Date(end)});
    await expect(state(page)).toHaveAttribute('data-view', 'ended');
    await expect(state(page)).toContainText(t(LOCALE, 'marketing.offer.ended'));
  });

  test('a visitor who is not signed in is asked to log in', async ({page}) => {
    await openOffer(page, {me: {status: 401, body: {code: 'login_required'}}});
    await expect(state(page)).toHaveAttribute('data-view', 'loginRequired');
    await expect(state(page)).toContainText(t(LOCALE, 'marketing.offer.loginRequired'));
    await expect(page.getByTestId('login-button')).toHaveAttribute(
      'href',
      `${at(LOCALE, settings.links.login)}?next=${encodeURIComponent(at(LOCALE, '/deals/manga/'))}`,
    );
  });

  test('without the extension: install it, then refresh', async ({page, context}) => {
    await openOffer(page, {extension: false});
    await expect(state(page)).toHaveAttribute('data-view', 'extensionMissing');
    context.on('page', (popup) => void popup.close());
    await page.getByTestId('install-button').click();
    await expect(state(page)).toHaveAttribute('data-view', 'refreshAfterInstall');
    await expect(state(page)).toContainText(t(LOCALE, 'marketing.offer.refreshAfterInstall'));
    await expect(page.getByTestId('refresh-button')).toBeVisible();
  });

  test('a double click claims once and shows the granted membership', async ({page}) => {
    const calls = await openOffer(page, {claim: {status: 200, body: {expiresAt: '2026-11-05T00:00:00Z'}}});
    await expect(state(page)).toHaveAttribute('data-view', 'ready');
    await page.getByTestId('claim-button').dblclick();
    await expect(state(page)).toHaveAttribute('data-view', 'claimed');
    await expect(state(page)).toContainText(t(LOCALE, 'marketing.offer.claimed', {days: '3'}));
    expect(calls['POST offers/manga/claim']).toBe(1);
  });

  test('each refusal of the server has its message', async ({page}) => {
    await openOffer(page, {claim: {status: 409, body: {code: 'already_claimed'}}});
    await page.getByTestId('claim-button').click();
    await expect(state(page)).toHaveAttribute('data-view', 'notEligible');
    await expect(state(page)).toContainText(t(LOCALE, 'marketing.offer.notEligible'));
    await expect(state(page)).toContainText(t(LOCALE, 'marketing.offer.alreadyClaimed'));

    await openOffer(page, {claim: {status: 403, body: {code: 'not_new_user'}}});
    await page.getByTestId('claim-button').click();
    await expect(state(page)).toContainText(t(LOCALE, 'marketing.offer.notNewUser'));

    await openOffer(page, {claim: {status: 410, body: {code: 'offer_ended'}}});
    await page.getByTestId('claim-button').click();
    await expect(state(page)).toHaveAttribute('data-view', 'ended');
  });

  test('an unreachable server gets a clear message and the retry claims', async ({page}) => {
    const calls = await openOffer(page, {
      claim: ['unreachable', {status: 200, body: {expiresAt: '2026-11-05T00:00:00Z'}}],
    });
    await page.getByTestId('claim-button').click();
    await expect(state(page)).toHaveAttribute('data-view', 'unreachable');
    await expect(state(page)).toContainText(t(LOCALE, 'marketing.api.unreachable'));
    await state(page)
      .getByRole('button', {name: t(LOCALE, 'marketing.api.retry')})
      .click();
    await expect(state(page)).toHaveAttribute('data-view', 'claimed');
    expect(calls['POST offers/manga/claim']).toBe(2);
  });

  test('an answer with a date the browser cannot read is a server fault with a retry, never the crash screen', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const calls = await openOffer(page, {
      claim: [
        {status: 200, body: {expiresAt: 'next Tuesday'}},
        {status: 409, body: {code: 'already_claimed'}},
      ],
    });
    await page.getByTestId('claim-button').click();
    await expect(state(page)).toHaveAttribute('data-view', 'unreachable');
    await expect(state(page)).toContainText(t(LOCALE, 'marketing.api.failed'));
    await state(page)
      .getByRole('button', {name: t(LOCALE, 'marketing.api.retry')})
      .click();
    await expect(state(page)).toHaveAttribute('data-view', 'notEligible');
    expect(calls['POST offers/manga/claim']).toBe(2);
    expect(errors).toEqual([]);
  });

  test('the end of the granted membership reads as a Hindi sentence', async ({page}) => {
    await openOffer(page, {claim: {status: 200, body: {expiresAt: '2026-11-05T14:00:00Z'}}});
    await page.getByTestId('claim-button').click();
    await expect(state(page)).toHaveAttribute('data-view', 'claimed');
    const text = await state(page).innerText();
    // Hindi names the part of the day, not "pm", and the zone stands apart, not before "बजे".
    expect(text).not.toMatch(/\b[ap]m\b/i);
    expect(text).not.toMatch(/UTC बजे|GMT[+-]?[\d:]* बजे/);
    expect(text).toMatch(/बजे \([^)]+\) तक/);
  });

  test('when the session cannot be checked, the page says so and retries', async ({page}) => {
    await openOffer(page, {me: ['unreachable', {status: 200, body: SIGNED_IN_USER}]});
    await expect(page.getByText(t(LOCALE, 'marketing.api.unreachable'))).toBeVisible();
    await page.getByRole('button', {name: t(LOCALE, 'marketing.api.retry')}).click();
    await expect(state(page)).toHaveAttribute('data-view', 'ready');
  });
});
