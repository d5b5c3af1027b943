/**
 * Payments through Stripe, with the server's `stripe` library pointed at a local stand-in
 * (stripe-standin.ts): what the checkout and the customer portal ask Stripe for, the webhook's
 * signature check, one credit per event however often it comes, and the same end state whatever
 * order Stripe's events arrive in.
 */
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import type {FastifyInstance} from 'fastify';
import {buildApp} from '../src/app.ts';
import {adminCommand} from '../src/adminCommands.ts';
import {addInterval} from '../src/billing.ts';
import {stripeProvider} from '../src/payments.ts';
import {BACKENDS, freshDb, type TestDb} from './helpers.ts';
import {makeUsers} from './processes.ts';
import {
  API_VERSION,
  STRIPE_TEST_SETTINGS,
  chargeRefunded,
  checkoutCompleted,
  deliveryHeaders,
  invoiceEvent,
  seconds,
  signedDelivery,
  startStripeStandin,
  stripeEvent,
  stripeId,
  subscriptionEvent,
  type StripeEventJson,
  type StripeStandin,
} from './stripe-standin.ts';

const HOST = 'interlinear.example';
const ORIGIN = `https://${HOST}`;
const DAY = 86_400;

/** Every ordering of a few events; for more, the given order, its reverse and some seeded shuffles. */
function orderings<T>(items: readonly T[], seed = 7): T[][] {
  if (items.length <= 4) {
    const all: T[][] = [];
    const walk = (rest: readonly T[], done: T[]) => {
      if (rest.length === 0) all.push(done);
      rest.forEach((item, i) => walk([...rest.slice(0, i), ...rest.slice(i + 1)], [...done, item]));
    };
    walk(items, []);
    return all;
  }
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const shuffles = Array.from({length: 6}, () => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  });
  return [[...items], [...items].reverse(), ...shuffles];
}

const iso = (secondsSinceEpoch: number) => new Date(secondsSinceEpoch * 1000).toISOString();

describe.each(BACKENDS)('payments through Stripe (a local stand-in), on %s', (backend) => {
  let stripe: StripeStandin;
  let t: TestDb;
  let app: FastifyInstance;
  let userCount = 0;

  beforeAll(async () => {
    stripe = await startStripeStandin();
    t = await freshDb(backend, stripe.env());
    app = buildApp({config: t.config, db: t.db, logger: false});
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    await stripe?.close();
  });

  const cookies = (token?: string) => (token ? {[t.config.cookieName]: token} : {});
  const post = (url: string, body: unknown, token?: string, headers: Record<string, string> = {origin: ORIGIN}) =>
    app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: {'content-type': 'application/json', host: HOST, ...headers},
      cookies: cookies(token),
    });
  const get = (url: string, token?: string) =>
    app.inject({method: 'GET', url, headers: {host: HOST}, cookies: cookies(token)});
  const me = async (token: string) => {
    const res = await get('/api/me', token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const orders = async (token: string) => {
    const res = await get('/api/orders', token);
    expect(res.statusCode).toBe(200);
    return res.json().orders as {id: string; status: string; kind: string; createdAt: string}[];
  };

  async function newUser() {
    const [user] = await makeUsers(t.db, 1, `pay-${backend}-${++userCount}`);
    return {...user!, email: `pay-${backend}-${userCount}-0@example.com`};
  }

  async function order(token: string, body: Record<string, string>, headers?: Record<string, string>) {
    const res = await post('/api/orders', body, token, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as {order: {id: string; status: string}; checkoutUrl: string};
  }

  const deliver = (event: StripeEventJson, options: {secret?: string; timestamp?: number} = {}) => {
    const delivery = signedDelivery(event, options);
    return app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: delivery.payload,
      headers: {...deliveryHeaders(delivery), host: HOST},
    });
  };
  async function deliverOk(event: StripeEventJson) {
    const res = await deliver(event);
    expect(res.statusCode, `${event.type}: ${res.body}`).toBe(200);
    expect(res.json()).toEqual({received: true});
  }

  /** Every row of the tables payments touch, in a stable order. */
  async function snapshot() {
    const k = t.db.kysely;
    return {
      orders: await k.selectFrom('orders').selectAll().orderBy('id').execute(),
      users: await k.selectFrom('users').selectAll().orderBy('id').execute(),
      subscriptions: await k.selectFrom('subscriptions').selectAll().orderBy('id').execute(),
      pro_periods: await k.selectFrom('pro_periods').selectAll().orderBy('invoice_id').execute(),
      refunds: await k.selectFrom('refunds').selectAll().orderBy('payment_id').execute(),
      payment_events: await k.selectFrom('payment_events').selectAll().orderBy('id').execute(),
    };
  }

  const eventRows = async (id: string) =>
    (await t.db.kysely.selectFrom('payment_events').selectAll().where('id', '=', id).execute()).length;

  describe('checkout', () => {
    test('a Pro plan opens a subscription checkout at the configured price, in the page’s language, back to its pages', async () => {
      const cases = [
        {
          plan: 'pro-month',
          interval: 'month',
          price: STRIPE_TEST_SETTINGS.priceMonth,
          locale: 'de',
          stripe: 'de',
          prefix: '/de',
        },
        {
          plan: 'pro-year',
          interval: 'year',
          price: STRIPE_TEST_SETTINGS.priceYear,
          locale: 'zh-TW',
          stripe: 'zh-TW',
          prefix: '/zh-TW',
        },
        {
          plan: 'pro-month',
          interval: 'month',
          price: STRIPE_TEST_SETTINGS.priceMonth,
          locale: 'hi',
          stripe: 'auto',
          prefix: '/hi',
        },
        {
          plan: 'pro-year',
          interval: 'year',
          price: STRIPE_TEST_SETTINGS.priceYear,
          locale: 'zh',
          stripe: 'zh',
          prefix: '',
        },
      ];
      for (const c of cases) {
        const user = await newUser();
        const before = stripe.calls('POST', '/v1/checkout/sessions').length;
        const {order: created, checkoutUrl} = await order(user.token, {plan: c.plan, locale: c.locale});
        const calls = stripe.calls('POST', '/v1/checkout/sessions');
        expect(calls.length, c.locale).toBe(before + 1);
        const call = calls.at(-1)!;
        expect(call.form).toMatchObject({
          mode: 'subscription',
          'line_items[0][price]': c.price,
          'line_items[0][quantity]': '1',
          client_reference_id: user.id,
          'metadata[order_id]': created.id,
          'metadata[user_id]': user.id,
          'subscription_data[metadata][user_id]': user.id,
          'subscription_data[metadata][order_id]': created.id,
          'subscription_data[metadata][interval]': c.interval,
          locale: c.stripe,
          customer_email: user.email,
          success_url: `${ORIGIN}${c.prefix}/checkout/success/?order=${created.id}`,
          cancel_url: `${ORIGIN}${c.prefix}/checkout/cancelled/?order=${created.id}`,
        });
        expect(Object.keys(call.form).filter((k) => k.startsWith('line_items[0][price_data]'))).toEqual([]);
        expect(call.form.customer).toBeUndefined();
        // One session per order, however often the library retries.
        expect(call.headers['idempotency-key']).toBe(`checkout-${created.id}`);
        expect(call.headers.authorization).toBe(`Bearer ${STRIPE_TEST_SETTINGS.secretKey}`);
        expect(String(call.headers['stripe-version'])).toBe(API_VERSION);
        expect(API_VERSION).toMatch(/^2026-10-28\b/);
        const session = /^https:\/\/checkout\.stripe\.test\/c\/pay\/(cs_test_\d+)$/.exec(checkoutUrl)?.[1];
        expect(session, checkoutUrl).toBeTruthy();
        const row = await t.db.kysely
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', created.id)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          kind: 'pro',
          plan_interval: c.interval,
          status: 'pending',
          provider: 'stripe',
          checkout_id: session,
          locale: c.locale,
          amount_cents: c.interval === 'year' ? 5999 : 599,
        });
        const shown = (await get(`/api/orders/${created.id}`, user.token)).json().order;
        expect(shown).toMatchObject({
          id: created.id,
          kind: 'pro',
          interval: c.interval,
          status: 'pending',
          amount: {amount: c.interval === 'year' ? 5999 : 599, currency: 'USD'},
          test: false,
        });
      }
    });

    test('a package opens a one-time payment of its price in minor units; without Origin the request’s own address is used', async () => {
      const user = await newUser();
      const {order: created, checkoutUrl} = await order(user.token, {packageId: 'chars-10m', locale: 'fr'}, {});
      const call = stripe.calls('POST', '/v1/checkout/sessions').at(-1)!;
      expect(call.form).toMatchObject({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '1199',
        client_reference_id: user.id,
        'metadata[order_id]': created.id,
        'payment_intent_data[metadata][order_id]': created.id,
        locale: 'fr',
        success_url: `http://${HOST}/fr/checkout/success/?order=${created.id}`,
        cancel_url: `http://${HOST}/fr/checkout/cancelled/?order=${created.id}`,
      });
      expect(call.form['line_items[0][price_data][product_data][name]']).toContain('10,000,000');
      expect(call.form['line_items[0][price]']).toBeUndefined();
      expect(call.form['subscription_data[metadata][user_id]']).toBeUndefined();
      expect(call.headers['idempotency-key']).toBe(`checkout-${created.id}`);
      expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
      expect(created).toMatchObject({
        status: 'pending',
        kind: 'traffic',
        packageId: 'chars-10m',
        characters: 10_000_000,
      });
      expect((await get(`/api/orders/${created.id}`, user.token)).json().order).toMatchObject({
        status: 'pending',
        amount: {amount: 1199, currency: 'USD'},
        test: false,
      });
      expect((await me(user.token)).traffic.balance).toBe(0);
    });

    test('when Stripe does not answer, the order is refused with 503 payments_unavailable and is cancelled, not left pending', async () => {
      const user = await newUser();
      const before = stripe.requests.length;
      stripe.failing = true;
      let res;
      try {
        res = await post('/api/orders', {packageId: 'chars-2m'}, user.token);
      } finally {
        stripe.failing = false;
      }
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({code: 'payments_unavailable'});
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // The library retried (twice), each time with the same idempotency key.
      const tried = stripe.requests.slice(before);
      expect(tried.length).toBeGreaterThanOrEqual(2);
      expect(new Set(tried.map((r) => `${r.method} ${r.path} ${r.headers['idempotency-key']}`)).size).toBe(1);
      const list = await orders(user.token);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({kind: 'traffic', status: 'cancelled'});
      expect(String(tried[0]!.headers['idempotency-key'])).toBe(`checkout-${list[0]!.id}`);
      expect((await me(user.token)).traffic.balance).toBe(0);
      // A failing customer portal answers the same way.
      await t.db.kysely.updateTable('users').set({customer_id: 'cus_portalDown'}).where('id', '=', user.id).execute();
      stripe.failing = true;
      try {
        const portal = await post('/api/billing/portal', {}, user.token);
        expect(portal.statusCode).toBe(503);
        expect(portal.json()).toMatchObject({code: 'payments_unavailable'});
      } finally {
        stripe.failing = false;
      }
    });

    test('leaving the checkout: the session is expired at Stripe and the order cancelled, unless it was paid meanwhile', async () => {
      const user = await newUser();
      const cancel = (id: string) => post(`/api/orders/${id}/cancel`, {}, user.token);
      const sessionOf = async (id: string) =>
        (await t.db.kysely.selectFrom('orders').select('checkout_id').where('id', '=', id).executeTakeFirstOrThrow())
          .checkout_id!;

      const left = (await order(user.token, {packageId: 'chars-2m'})).order;
      const res = await cancel(left.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order).toMatchObject({id: left.id, status: 'cancelled'});
      expect(stripe.calls('POST', `/v1/checkout/sessions/${await sessionOf(left.id)}/expire`)).toHaveLength(1);
      expect(stripe.sessions.get(await sessionOf(left.id))?.status).toBe('expired');

      // Paid in another tab before the visitor came back: Stripe refuses to expire it, the order waits for its webhook.
      const paid = (await order(user.token, {packageId: 'chars-2m'})).order;
      stripe.sessions.get(await sessionOf(paid.id))!.status = 'complete';
      const late = await cancel(paid.id);
      expect(late.statusCode).toBe(200);
      expect(late.json().order).toMatchObject({status: 'pending'});
      await deliverOk(
        checkoutCompleted({
          orderId: paid.id,
          userId: user.id,
          mode: 'payment',
          paymentIntent: stripeId('pi'),
          amount: 299,
        }),
      );
      expect((await get(`/api/orders/${paid.id}`, user.token)).json().order).toMatchObject({status: 'paid'});
      expect((await me(user.token)).traffic.balance).toBe(2_000_000);
      // Cancelling a paid order changes nothing.
      expect((await cancel(paid.id)).json().order).toMatchObject({status: 'paid'});

      // Stripe not answering: 503, and the order stays pending (it may still be paid).
      const unsure = (await order(user.token, {packageId: 'chars-2m'})).order;
      stripe.failing = true;
      let down;
      try {
        down = await cancel(unsure.id);
      } finally {
        stripe.failing = false;
      }
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({code: 'payments_unavailable'});
      expect((await get(`/api/orders/${unsure.id}`, user.token)).json().order).toMatchObject({status: 'pending'});
      // Another user's order is not theirs to cancel.
      const other = await newUser();
      expect((await post(`/api/orders/${unsure.id}/cancel`, {}, other.token)).json()).toMatchObject({
        code: 'order_unknown',
      });
    });

    test('a second Pro order while a subscription runs is refused with 409 already_subscribed, and opens no checkout', async () => {
      const user = await newUser();
      const pro = await paidPro(user);
      const before = {rows: (await orders(user.token)).length, calls: stripe.requests.length};
      for (const plan of ['pro-month', 'pro-year']) {
        const res = await post('/api/orders', {plan}, user.token);
        expect(res.statusCode, plan).toBe(409);
        expect(res.json()).toMatchObject({code: 'already_subscribed'});
      }
      expect((await orders(user.token)).length).toBe(before.rows);
      expect(stripe.requests.length).toBe(before.calls);
      // Packages can still be bought on top.
      expect((await post('/api/orders', {packageId: 'chars-2m'}, user.token)).statusCode).toBe(201);
      expect(pro.orderId).toBeTruthy();
    });

    test('a new Pro checkout closes one left open in another tab, so the two cannot both be paid', async () => {
      const user = await newUser();
      const sessionOf = async (id: string) =>
        (await t.db.kysely.selectFrom('orders').select('checkout_id').where('id', '=', id).executeTakeFirstOrThrow())
          .checkout_id!;
      const first = (await order(user.token, {plan: 'pro-month'})).order;
      const second = (await order(user.token, {plan: 'pro-year'})).order;
      expect(stripe.sessions.get(await sessionOf(first.id))?.status).toBe('expired');
      expect((await get(`/api/orders/${first.id}`, user.token)).json().order).toMatchObject({status: 'cancelled'});
      expect(stripe.sessions.get(await sessionOf(second.id))?.status).toBe('open');
      // One that expired at Stripe by itself (its webhook not yet here) does not stand in the way.
      stripe.sessions.get(await sessionOf(second.id))!.status = 'expired';
      const third = await post('/api/orders', {plan: 'pro-month'}, user.token);
      expect(third.statusCode, third.body).toBe(201);
      // One paid meanwhile is a running subscription: no further checkout is opened.
      stripe.sessions.get(await sessionOf(third.json().order.id))!.status = 'complete';
      const calls = stripe.calls('POST', '/v1/checkout/sessions').length;
      const fourth = await post('/api/orders', {plan: 'pro-month'}, user.token);
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toMatchObject({code: 'already_subscribed'});
      expect(stripe.calls('POST', '/v1/checkout/sessions')).toHaveLength(calls);
    });
  });

  /** A Pro subscription bought and paid (checkout, first invoice, subscription), through webhooks. */
  async function paidPro(user: {id: string; token: string}, interval: 'month' | 'year' = 'month') {
    const {order: created} = await order(user.token, {plan: interval === 'year' ? 'pro-year' : 'pro-month'});
    const ids = {
      orderId: created.id,
      customer: stripeId('cus'),
      subscription: stripeId('sub'),
      invoice: stripeId('in'),
    };
    const now = seconds();
    const end = seconds(addInterval(now * 1000, interval));
    await deliverOk(
      checkoutCompleted({
        orderId: created.id,
        userId: user.id,
        mode: 'subscription',
        customer: ids.customer,
        subscription: ids.subscription,
        invoice: ids.invoice,
        amount: 599,
      }),
    );
    await deliverOk(
      invoiceEvent('invoice.paid', {
        invoiceId: ids.invoice,
        subscription: ids.subscription,
        customer: ids.customer,
        userId: user.id,
        orderId: created.id,
        interval,
        start: now,
        end,
      }),
    );
    return ids;
  }

  describe('customer portal', () => {
    test('before any Pro purchase: 404 no_subscription; after one, the portal of the checkout’s customer, back to the profile', async () => {
      const user = await newUser();
      const portalCalls = stripe.calls('POST', '/v1/billing_portal/sessions').length;
      const none = await post('/api/billing/portal', {locale: 'fr'}, user.token);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({code: 'no_subscription'});
      // A package bought is no subscription.
      const {order: pkg} = await order(user.token, {packageId: 'chars-2m'});
      await deliverOk(
        checkoutCompleted({
          orderId: pkg.id,
          userId: user.id,
          mode: 'payment',
          paymentIntent: stripeId('pi'),
          amount: 299,
        }),
      );
      expect((await post('/api/billing/portal', {locale: 'fr'}, user.token)).statusCode).toBe(404);
      expect(stripe.calls('POST', '/v1/billing_portal/sessions').length).toBe(portalCalls);

      const pro = await paidPro(user);
      const res = await post('/api/billing/portal', {locale: 'fr'}, user.token);
      expect(res.statusCode, res.body).toBe(200);
      const call = stripe.calls('POST', '/v1/billing_portal/sessions').at(-1)!;
      expect(res.json()).toEqual({url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/\d+$/)});
      expect(call.form).toMatchObject({customer: pro.customer, return_url: `${ORIGIN}/fr/profile/`, locale: 'fr'});
      const manageable = await me(user.token);
      expect(manageable.subscription.billing).toMatchObject({manageable: true});
      // The default locale has no prefix.
      await post('/api/billing/portal', {}, user.token);
      expect(stripe.calls('POST', '/v1/billing_portal/sessions').at(-1)!.form.return_url).toBe(`${ORIGIN}/profile/`);
    });
  });

  describe('webhook', () => {
    test('a forged signature, a body changed after signing, a stale or missing signature: 400 bad_signature, and nothing changes', async () => {
      const user = await newUser();
      const {order: created} = await order(user.token, {packageId: 'chars-10m'});
      const event = checkoutCompleted({
        orderId: created.id,
        userId: user.id,
        mode: 'payment',
        paymentIntent: stripeId('pi'),
        amount: 1199,
      });
      const before = await snapshot();

      const forged = await deliver(event, {secret: 'whsec_notTheSigningSecretAtAll'});
      const genuine = signedDelivery(event);
      const tampered = await app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload: genuine.payload.replace('"amount_total": 1199', '"amount_total": 1'),
        headers: {...deliveryHeaders(genuine), host: HOST},
      });
      expect(genuine.payload).toContain('"amount_total": 1199');
      const otherOrder = await app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload: genuine.payload.replace(created.id, '00000000-0000-4000-8000-000000000000'),
        headers: {...deliveryHeaders(genuine), host: HOST},
      });
      const stale = await deliver(event, {timestamp: seconds() - 301 - 60});
      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload: genuine.payload,
        headers: {'content-type': 'application/json; charset=utf-8', host: HOST},
      });
      const garbage = await app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload: genuine.payload,
        headers: {...deliveryHeaders(genuine), 'stripe-signature': 't=1,v1=00', host: HOST},
      });
      for (const [name, res] of Object.entries({forged, tampered, otherOrder, stale, unsigned, garbage})) {
        expect(res.statusCode, name).toBe(400);
        expect(res.json(), name).toMatchObject({code: 'bad_signature'});
      }
      expect(await snapshot()).toEqual(before);
      expect(await eventRows(event.id)).toBe(0);

      // Signed four minutes ago, within the tolerance: the very same event is taken, once.
      const late = await deliver(event, {timestamp: seconds() - 240});
      expect(late.statusCode, late.body).toBe(200);
      expect((await me(user.token)).traffic.balance).toBe(10_000_000);
      expect(await eventRows(event.id)).toBe(1);
    });

    test('an event of a type the site does not use is acknowledged and ignored', async () => {
      const user = await newUser();
      const before = await snapshot();
      const events = [
        stripeEvent('customer.created', {
          id: stripeId('cus'),
          object: 'customer',
          email: 'x@example.com',
          metadata: {},
        }),
        stripeEvent('payment_intent.succeeded', {
          id: stripeId('pi'),
          object: 'payment_intent',
          amount: 1199,
          currency: 'usd',
          status: 'succeeded',
          metadata: {order_id: 'whatever', user_id: user.id},
        }),
        // A checkout the site did not open (no order id in its metadata).
        checkoutCompleted({orderId: '', userId: user.id, mode: 'payment', paymentIntent: stripeId('pi')}),
      ];
      for (const event of events) await deliverOk(event);
      expect(await snapshot()).toEqual(before);
    });

    test('a delayed payment: completed unpaid leaves the order pending until its own event pays or fails it; an expired checkout is cancelled', async () => {
      const user = await newUser();
      const checkoutOf = async () => {
        const {order: created} = await order(user.token, {packageId: 'chars-2m'});
        const base = checkoutCompleted({
          orderId: created.id,
          userId: user.id,
          mode: 'payment',
          paymentIntent: stripeId('pi'),
          amount: 299,
          paymentStatus: 'unpaid',
        });
        const as = (type: string, paymentStatus: string) =>
          ({
            ...base,
            id: stripeId('evt'),
            type,
            data: {object: {...base.data.object, payment_status: paymentStatus}},
          }) as StripeEventJson;
        return {id: created.id, base, as};
      };
      const status = async (id: string) => (await get(`/api/orders/${id}`, user.token)).json().order.status;

      const succeeded = await checkoutOf();
      await deliverOk(succeeded.base);
      expect(await status(succeeded.id)).toBe('pending');
      expect((await me(user.token)).traffic.balance).toBe(0);
      await deliverOk(succeeded.as('checkout.session.async_payment_succeeded', 'paid'));
      expect(await status(succeeded.id)).toBe('paid');
      expect((await me(user.token)).traffic.balance).toBe(2_000_000);

      const failed = await checkoutOf();
      await deliverOk(failed.base);
      await deliverOk(failed.as('checkout.session.async_payment_failed', 'unpaid'));
      expect(await status(failed.id)).toBe('failed');

      const expired = await checkoutOf();
      await deliverOk({...expired.as('checkout.session.expired', 'unpaid')});
      expect(await status(expired.id)).toBe('cancelled');
      // An expiry that comes after the payment does not undo it.
      await deliverOk(succeeded.as('checkout.session.expired', 'unpaid'));
      expect(await status(succeeded.id)).toBe('paid');
      expect((await me(user.token)).traffic.balance).toBe(2_000_000);
    });

    test('an event larger than the API’s own body limit (an invoice with many lines) is taken', async () => {
      const user = await newUser();
      const {order: created} = await order(user.token, {plan: 'pro-month'});
      const start = seconds();
      const end = start + 31 * DAY;
      const event = invoiceEvent('invoice.paid', {
        invoiceId: stripeId('in'),
        subscription: stripeId('sub'),
        customer: stripeId('cus'),
        userId: user.id,
        orderId: created.id,
        interval: 'month',
        start,
        end,
      });
      const lines = (event.data.object.lines as {data: Record<string, unknown>[]}).data;
      for (let i = 0; i < 120; i++)
        lines.push({...lines[0]!, id: stripeId('il'), amount: 0, description: `Usage line ${i} `.repeat(8)});
      expect(signedDelivery(event).payload.length).toBeGreaterThan(t.config.bodyLimit * 4);
      await deliverOk(event);
      expect((await me(user.token)).subscription).toMatchObject({subscriptionStatus: 'active', expiresAt: iso(end)});
    });

    test('ten simultaneous deliveries of one paid checkout credit the package once; a later redelivery changes nothing', async () => {
      const user = await newUser();
      await t.db.kysely.updateTable('users').set({traffic_balance: 1234}).where('id', '=', user.id).execute();
      const {order: created} = await order(user.token, {packageId: 'chars-10m'});
      const event = checkoutCompleted({
        orderId: created.id,
        userId: user.id,
        mode: 'payment',
        paymentIntent: stripeId('pi'),
        amount: 1199,
      });
      const answers = await Promise.all(Array.from({length: 10}, () => deliver(event)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect((await me(user.token)).traffic.balance).toBe(1234 + 10_000_000);
      expect((await get(`/api/orders/${created.id}`, user.token)).json().order).toMatchObject({status: 'paid'});
      expect(await eventRows(event.id)).toBe(1);

      const after = await snapshot();
      await deliverOk(event);
      // The same checkout under another event id (Stripe's async_payment_succeeded) pays nothing twice either.
      await deliverOk({...event, id: stripeId('evt'), type: 'checkout.session.async_payment_succeeded'});
      const again = await snapshot();
      expect({...again, payment_events: []}).toEqual({...after, payment_events: []});
      expect((await me(user.token)).traffic.balance).toBe(1234 + 10_000_000);
    });
  });

  describe('webhook failures and races', () => {
    test('an event that cannot be handled yet (Stripe not answering) is answered 500, recorded nowhere, and taken when redelivered', async () => {
      const user = await newUser();
      const {order: created} = await order(user.token, {packageId: 'chars-2m'});
      const payment = stripeId('pi');
      await deliverOk(
        checkoutCompleted({orderId: created.id, userId: user.id, mode: 'payment', paymentIntent: payment, amount: 299}),
      );
      const refund = chargeRefunded({paymentIntent: payment, amount: 299});
      const before = await snapshot();
      stripe.failing = true;
      let res;
      try {
        res = await deliver(refund);
      } finally {
        stripe.failing = false;
      }
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
      await deliverOk(refund);
      expect((await orders(user.token))[0]).toMatchObject({status: 'refunded'});
      expect((await me(user.token)).traffic.balance).toBe(0);
    });

    test('the same checkout under several event ids at once (completed, async_payment_succeeded) credits once', async () => {
      const user = await newUser();
      const {order: created} = await order(user.token, {packageId: 'chars-50m'});
      const completed = checkoutCompleted({
        orderId: created.id,
        userId: user.id,
        mode: 'payment',
        paymentIntent: stripeId('pi'),
        amount: 4999,
      });
      const events = Array.from({length: 8}, (_, i) => ({
        ...completed,
        id: stripeId('evt'),
        type: i % 2 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed',
      }));
      const answers = await Promise.all(events.map((e) => deliver(e)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect((await me(user.token)).traffic.balance).toBe(50_000_000);
      expect((await orders(user.token))[0]).toMatchObject({status: 'paid'});
    });

    // At READ COMMITTED, a refund whose transaction overlapped its payment's would see neither the
    // other's row: the refund kept but never applied. Payment events are applied one at a time.
    test('a refund delivered at the same moment as its payment is not lost (packages and Pro)', async () => {
      const users = await makeUsers(t.db, 48, `race-${backend}`);
      const lost: string[] = [];
      for (const [i, user] of users.entries()) {
        const pro = i % 2 === 1;
        const orderId = crypto.randomUUID();
        await t.db.kysely
          .insertInto('orders')
          .values({
            id: orderId,
            user_id: user.id,
            kind: pro ? 'pro' : 'traffic',
            package_id: pro ? null : 'chars-2m',
            plan_interval: pro ? 'month' : null,
            status: 'pending',
            amount_cents: pro ? 599 : 299,
            currency: 'USD',
            characters: pro ? 0 : 2_000_000,
            created_at: new Date().toISOString(),
            paid_at: null,
            refunded_at: null,
            provider: 'stripe',
            locale: 'en',
            checkout_id: null,
            payment_id: null,
            customer_id: null,
            subscription_id: null,
            invoice_id: null,
          })
          .execute();
        const payment = stripeId('pi');
        const ids = {customer: stripeId('cus'), subscription: stripeId('sub'), invoice: stripeId('in')};
        const now = seconds();
        const payments = pro
          ? [
              checkoutCompleted({orderId, userId: user.id, mode: 'subscription', ...ids, amount: 599}),
              invoiceEvent('invoice.paid', {
                ...ids,
                invoiceId: ids.invoice,
                userId: user.id,
                orderId,
                interval: 'month',
                start: now,
                end: now + 30 * DAY,
              }),
            ]
          : [checkoutCompleted({orderId, userId: user.id, mode: 'payment', paymentIntent: payment, amount: 299})];
        if (pro) stripe.invoiceOfPayment.set(payment, ids.invoice);
        // The refund first (it asks Stripe for its invoice before its transaction), the payment a little later.
        const refunded = deliver(chargeRefunded({paymentIntent: payment, amount: pro ? 599 : 299}));
        await new Promise((r) => setTimeout(r, (i % 24) * 0.4));
        const answers = await Promise.all([refunded, ...payments.map((e) => deliver(e))]);
        expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
        const state = await endStateOf(user.token);
        if (state.order !== 'refunded' || state.balance !== 0 || state.pro !== 'inactive')
          lost.push(`${pro ? 'pro' : 'package'} ${i}: ${JSON.stringify(state)}`);
      }
      expect(lost).toEqual([]);
    });

    async function endStateOf(token: string) {
      const profile = await me(token);
      return {
        order: (await orders(token))[0]?.status,
        balance: profile.traffic.balance,
        pro: profile.subscription.subscriptionStatus,
      };
    }
  });

  describe('events in any order reach the same state', () => {
    type User = {id: string; token: string; email: string};
    /** The profile and the orders, without what differs between users. */
    async function endState(user: User) {
      const profile = await me(user.token);
      const list = await orders(user.token);
      return {
        subscription: profile.subscription,
        traffic: profile.traffic,
        orders: list.map(({id: _id, createdAt: _created, ...rest}) => rest),
      };
    }

    /**
     * Runs a scenario once per ordering of its events, each for a fresh user with a fresh Pro
     * order and fresh Stripe ids; answers the end states (all equal) for the caller to check.
     */
    async function everyOrder<K extends string>(
      names: readonly K[],
      build: (ids: ProIds) => Record<K, StripeEventJson>,
      setup?: (ids: ProIds) => void,
      only?: (ordering: readonly K[]) => boolean,
    ) {
      const states: {ordering: readonly K[]; state: Awaited<ReturnType<typeof endState>>}[] = [];
      for (const ordering of orderings(names).filter((o) => !only || only(o))) {
        const ids = await proIds();
        setup?.(ids);
        const events = build(ids);
        for (const name of ordering) await deliverOk(events[name]);
        states.push({ordering, state: await endState(ids.user)});
      }
      for (const {ordering, state} of states) expect(state, ordering.join(' → ')).toEqual(states[0]!.state);
      return states[0]!.state;
    }

    type ProIds = Awaited<ReturnType<typeof proIds>>;
    async function proIds() {
      const user = await newUser();
      const {order: created} = await order(user.token, {plan: 'pro-month'});
      return {
        user,
        orderId: created.id,
        customer: stripeId('cus'),
        subscription: stripeId('sub'),
        invoice1: stripeId('in'),
        invoice2: stripeId('in'),
        payment1: stripeId('pi'),
      };
    }

    // One timeline for every run, so the end states compare whole. Checkout ten minutes ago; its
    // first period ends in a month and seven hours (not what one calendar month from the checkout
    // would estimate), the next a month after that.
    const checkoutAt = seconds() - 600;
    const start1 = checkoutAt - 5;
    const end1 = start1 + 30 * DAY + 7 * 3600;
    const end2 = end1 + 31 * DAY + 2 * 3600;

    const common = (ids: ProIds) => ({
      subscription: ids.subscription,
      customer: ids.customer,
      userId: ids.user.id,
      orderId: ids.orderId,
      interval: 'month' as const,
    });
    const checkout = (ids: ProIds) =>
      checkoutCompleted({
        orderId: ids.orderId,
        userId: ids.user.id,
        mode: 'subscription',
        customer: ids.customer,
        subscription: ids.subscription,
        invoice: ids.invoice1,
        amount: 599,
        created: checkoutAt,
      });
    const firstInvoice = (ids: ProIds) =>
      invoiceEvent('invoice.paid', {
        ...common(ids),
        invoiceId: ids.invoice1,
        start: start1,
        end: end1,
        paidAt: checkoutAt - 3,
        created: checkoutAt + 1,
      });
    const renewal = (ids: ProIds, type: 'invoice.paid' | 'invoice.payment_failed', at: number) =>
      invoiceEvent(type, {
        ...common(ids),
        invoiceId: ids.invoice2,
        start: end1,
        end: end2,
        billingReason: 'subscription_cycle',
        paidAt: at,
        created: at,
      });
    const state = (
      ids: ProIds,
      type: 'customer.subscription.updated' | 'customer.subscription.deleted',
      at: number,
      fields: {cancelAtPeriodEnd: boolean; status: 'active' | 'canceled'; endedAt?: number},
    ) =>
      subscriptionEvent(type, {
        ...common(ids),
        ...fields,
        periodStart: start1,
        periodEnd: end1,
        created: at,
      });

    const expiresAt1 = iso(end1);
    const estimate = new Date(addInterval(checkoutAt * 1000, 'month')).toISOString();

    test('(a) a paid Pro checkout and its first invoice: Pro to the invoice’s period end', async () => {
      expect(estimate).not.toBe(expiresAt1);
      const end = await everyOrder(['checkout', 'invoice'], (ids) => ({
        checkout: checkout(ids),
        invoice: firstInvoice(ids),
      }));
      expect(end.subscription).toEqual({
        subscriptionStatus: 'active',
        plan: 'pro',
        expiresAt: expiresAt1,
        billing: {
          interval: 'month',
          status: 'active',
          paidThrough: expiresAt1,
          cancelAtPeriodEnd: false,
          paymentFailed: false,
          manageable: true,
        },
      });
      expect(end.orders).toEqual([expect.objectContaining({kind: 'pro', status: 'paid', paidAt: iso(checkoutAt)})]);

      // The checkout alone: Pro at once, for one month from the checkout, until the invoice says exactly.
      const ids = await proIds();
      await deliverOk(checkout(ids));
      expect((await me(ids.user.token)).subscription).toMatchObject({
        subscriptionStatus: 'active',
        expiresAt: estimate,
      });
    });

    test('(b) a renewal paid before or after the first events: Pro to the later period end', async () => {
      const end = await everyOrder(['checkout', 'invoice', 'renewal'], (ids) => ({
        checkout: checkout(ids),
        invoice: firstInvoice(ids),
        renewal: renewal(ids, 'invoice.paid', checkoutAt + 300),
      }));
      expect(end.subscription).toMatchObject({
        subscriptionStatus: 'active',
        expiresAt: iso(end2),
        billing: {status: 'active', paidThrough: iso(end2), paymentFailed: false},
      });
      expect(end.orders).toEqual([expect.objectContaining({status: 'paid'})]);
    });

    test('(c) a failed renewal shows while Pro lasts to the paid end; the same period paid later clears it', async () => {
      const failed = await everyOrder(['checkout', 'invoice', 'failed'], (ids) => ({
        checkout: checkout(ids),
        invoice: firstInvoice(ids),
        failed: renewal(ids, 'invoice.payment_failed', checkoutAt + 300),
      }));
      expect(failed.subscription).toMatchObject({
        subscriptionStatus: 'active',
        plan: 'pro',
        expiresAt: expiresAt1,
        billing: {status: 'active', paidThrough: expiresAt1, paymentFailed: true},
      });
      const recovered = await everyOrder(['checkout', 'invoice', 'failed', 'paid'], (ids) => ({
        checkout: checkout(ids),
        invoice: firstInvoice(ids),
        failed: renewal(ids, 'invoice.payment_failed', checkoutAt + 300),
        paid: renewal(ids, 'invoice.paid', checkoutAt + 400),
      }));
      expect(recovered.subscription).toMatchObject({
        subscriptionStatus: 'active',
        expiresAt: iso(end2),
        billing: {status: 'active', paidThrough: iso(end2), paymentFailed: false},
      });
      // Never paid: Stripe ends the subscription some days after the period (its retries): Pro ends with the paid period.
      const unpaid = await everyOrder(['checkout', 'invoice', 'failed', 'deleted'], (ids) => ({
        checkout: checkout(ids),
        invoice: firstInvoice(ids),
        failed: renewal(ids, 'invoice.payment_failed', checkoutAt + 300),
        deleted: subscriptionEvent('customer.subscription.deleted', {
          ...common(ids),
          status: 'canceled',
          cancelAtPeriodEnd: false,
          periodStart: end1,
          periodEnd: end2,
          endedAt: end1 + 5 * DAY,
          created: checkoutAt + 500,
        }),
      }));
      expect(unpaid.subscription).toMatchObject({
        subscriptionStatus: 'active',
        expiresAt: expiresAt1,
        billing: {status: 'ended', paidThrough: expiresAt1, paymentFailed: false},
      });
    });

    test('(d) cancelled at period end: "ending"; then deleted, Pro lasts to the period end, and an older update does not revive it', async () => {
      const events = (ids: ProIds) => ({
        checkout: checkout(ids),
        invoice: firstInvoice(ids),
        older: state(ids, 'customer.subscription.updated', checkoutAt + 50, {
          cancelAtPeriodEnd: false,
          status: 'active',
        }),
        cancel: state(ids, 'customer.subscription.updated', checkoutAt + 100, {
          cancelAtPeriodEnd: true,
          status: 'active',
        }),
        deleted: state(ids, 'customer.subscription.deleted', checkoutAt + 200, {
          cancelAtPeriodEnd: true,
          status: 'canceled',
          endedAt: end1,
        }),
        // Stripe stamps events in whole seconds: an update of the same second as the deletion.
        sameSecond: state(ids, 'customer.subscription.updated', checkoutAt + 200, {
          cancelAtPeriodEnd: true,
          status: 'active',
        }),
      });
      const ending = await everyOrder(['checkout', 'invoice', 'older', 'cancel'], events);
      expect(ending.subscription).toEqual({
        subscriptionStatus: 'active',
        plan: 'pro',
        expiresAt: expiresAt1,
        billing: {
          interval: 'month',
          status: 'ending',
          paidThrough: expiresAt1,
          cancelAtPeriodEnd: true,
          paymentFailed: false,
          manageable: true,
        },
      });
      const names = ['checkout', 'invoice', 'cancel', 'deleted', 'older'] as const;
      const ended = await everyOrder(names, events);
      expect(ended.subscription).toMatchObject({
        subscriptionStatus: 'active',
        plan: 'pro',
        expiresAt: expiresAt1,
        billing: {status: 'ended', paidThrough: expiresAt1, cancelAtPeriodEnd: true},
      });
      // Every order of the deletion and the updates around it (the checkout's order stays pending here).
      const around = await everyOrder(['invoice', 'deleted', 'older', 'sameSecond'], events);
      expect(around.subscription).toMatchObject({
        subscriptionStatus: 'active',
        expiresAt: expiresAt1,
        billing: {status: 'ended', paidThrough: expiresAt1},
      });
      // Once ended, Pro can be bought again.
      const ids = await proIds();
      for (const e of Object.values(events(ids))) await deliverOk(e);
      expect((await post('/api/orders', {plan: 'pro-year'}, ids.user.token)).statusCode).toBe(201);
      // …at the same Stripe customer, not a new one by email.
      const again = stripe.calls('POST', '/v1/checkout/sessions').at(-1)!;
      expect(again.form).toMatchObject({customer: ids.customer, mode: 'subscription'});
      expect(again.form.customer_email).toBeUndefined();
    });

    test('(d) cancelled at once: Pro ends when the subscription ended, before its paid period’s end', async () => {
      const endedAt = checkoutAt + 200;
      const end = await everyOrder(['checkout', 'invoice', 'deleted'], (ids) => ({
        checkout: checkout(ids),
        invoice: firstInvoice(ids),
        deleted: state(ids, 'customer.subscription.deleted', endedAt, {
          cancelAtPeriodEnd: false,
          status: 'canceled',
          endedAt,
        }),
      }));
      expect(end.subscription).toMatchObject({
        subscriptionStatus: 'expired',
        plan: 'free',
        expiresAt: iso(endedAt),
        billing: {status: 'ended', paidThrough: iso(endedAt), cancelAtPeriodEnd: false},
      });
    });

    test('(e) a refunded package, before or after its checkout: refunded, its characters gone, never below zero', async () => {
      const START = 123_456;
      const pkg = async () => {
        const user = await newUser();
        await t.db.kysely.updateTable('users').set({traffic_balance: START}).where('id', '=', user.id).execute();
        const {order: created} = await order(user.token, {packageId: 'chars-10m'});
        const payment = stripeId('pi');
        return {
          user,
          payment,
          orderId: created.id,
          checkout: checkoutCompleted({
            orderId: created.id,
            userId: user.id,
            mode: 'payment',
            paymentIntent: payment,
            amount: 1199,
            created: checkoutAt,
          }),
          refund: chargeRefunded({paymentIntent: payment, amount: 1199, created: checkoutAt + 60}),
        };
      };
      const states = [];
      for (const ordering of [
        ['checkout', 'refund'],
        ['refund', 'checkout'],
      ] as const) {
        const p = await pkg();
        for (const name of ordering) await deliverOk(p[name]);
        const state = await endState(p.user);
        expect(state.traffic.balance, ordering.join(' → ')).toBe(START);
        expect(state.orders, ordering.join(' → ')).toEqual([
          expect.objectContaining({status: 'refunded', refundedAt: iso(checkoutAt + 60), paidAt: iso(checkoutAt)}),
        ]);
        states.push(state);
        // The server asked Stripe which invoice the payment paid (none: a package).
        const asked = stripe
          .calls('GET', '/v1/invoice_payments')
          .filter((r) => r.query['payment[payment_intent]'] === p.payment);
        expect(asked.length).toBeGreaterThan(0);
        expect(asked[0]!.query['payment[type]']).toBe('payment_intent');
      }
      expect(states[1]).toEqual(states[0]);

      // Part of the characters spent: the refund takes what is left, and stops at zero.
      const spent = await pkg();
      await deliverOk(spent.checkout);
      expect((await me(spent.user.token)).traffic.balance).toBe(START + 10_000_000);
      await t.db.kysely.updateTable('users').set({traffic_balance: 5000}).where('id', '=', spent.user.id).execute();
      await deliverOk(spent.refund);
      expect((await me(spent.user.token)).traffic.balance).toBe(0);
      expect((await orders(spent.user.token))[0]).toMatchObject({status: 'refunded'});
      // Delivered again, the refund takes nothing more (the user bought another package since).
      await t.db.kysely.updateTable('users').set({traffic_balance: 777}).where('id', '=', spent.user.id).execute();
      await deliverOk(spent.refund);
      expect((await me(spent.user.token)).traffic.balance).toBe(777);

      // A partial refund leaves the package as it was; the rest refunded later refunds it.
      const partial = await pkg();
      await deliverOk(partial.checkout);
      await deliverOk(chargeRefunded({paymentIntent: partial.payment, amount: 1199, amountRefunded: 500}));
      expect((await me(partial.user.token)).traffic.balance).toBe(START + 10_000_000);
      expect((await orders(partial.user.token))[0]).toMatchObject({status: 'paid'});
      await deliverOk(chargeRefunded({paymentIntent: partial.payment, amount: 1199, amountRefunded: 1199}));
      expect((await me(partial.user.token)).traffic.balance).toBe(START);
      expect((await orders(partial.user.token))[0]).toMatchObject({status: 'refunded'});
    });

    test('(f) the first Pro invoice refunded, before or after it is paid: no Pro, the order refunded', async () => {
      const end = await everyOrder(
        ['checkout', 'invoice', 'refund'],
        (ids) => ({
          checkout: checkout(ids),
          invoice: firstInvoice(ids),
          refund: chargeRefunded({
            paymentIntent: ids.payment1,
            amount: 599,
            customer: ids.customer,
            created: checkoutAt + 120,
          }),
        }),
        (ids) => stripe.invoiceOfPayment.set(ids.payment1, ids.invoice1),
      );
      expect(end.subscription.subscriptionStatus).not.toBe('active');
      expect(end.subscription.plan).toBe('free');
      expect(end.subscription.billing).toMatchObject({status: 'ended'});
      expect(end.orders).toEqual([
        expect.objectContaining({kind: 'pro', status: 'refunded', refundedAt: iso(checkoutAt + 120)}),
      ]);
    });
  });

  describe('admin refund', () => {
    test('asks Stripe to refund the payment, once per order, and changes nothing until Stripe confirms it', async () => {
      const provider = stripeProvider(t.config.stripe!);
      const user = await newUser();
      await t.db.kysely.updateTable('users').set({traffic_balance: 42}).where('id', '=', user.id).execute();
      const {order: created} = await order(user.token, {packageId: 'chars-2m'});
      const payment = stripeId('pi');
      await deliverOk(
        checkoutCompleted({orderId: created.id, userId: user.id, mode: 'payment', paymentIntent: payment, amount: 299}),
      );
      expect((await me(user.token)).traffic.balance).toBe(2_000_042);

      const before = await snapshot();
      const said = await adminCommand(t.db, 'orders', 'refund', {}, [created.id], provider);
      expect(said).toContain('re_');
      const call = stripe.calls('POST', '/v1/refunds').at(-1)!;
      expect(call.form).toMatchObject({payment_intent: payment, 'metadata[order_id]': created.id});
      expect(call.headers['idempotency-key']).toBe(`refund-${created.id}`);
      expect(await snapshot()).toEqual(before);

      await deliverOk(chargeRefunded({paymentIntent: payment, amount: 299}));
      expect((await me(user.token)).traffic.balance).toBe(42);
      expect((await orders(user.token))[0]).toMatchObject({status: 'refunded'});
      expect(await adminCommand(t.db, 'orders', 'refund', {}, [created.id], provider)).toContain('already refunded');

      // A Pro order names its invoice, not a payment: Stripe's invoice payments tell which payment to refund.
      const proUser = await newUser();
      const pro = await paidPro(proUser);
      const proPayment = stripeId('pi');
      stripe.invoiceOfPayment.set(proPayment, pro.invoice);
      const proBefore = await snapshot();
      await adminCommand(t.db, 'orders', 'refund', {}, [pro.orderId], provider);
      expect(stripe.calls('GET', '/v1/invoice_payments').at(-1)!.query).toMatchObject({invoice: pro.invoice});
      const proCall = stripe.calls('POST', '/v1/refunds').at(-1)!;
      expect(proCall.form).toMatchObject({payment_intent: proPayment});
      expect(proCall.headers['idempotency-key']).toBe(`refund-${pro.orderId}`);
      expect(await snapshot()).toEqual(proBefore);
      expect((await me(proUser.token)).subscription.subscriptionStatus).toBe('active');
      await deliverOk(chargeRefunded({paymentIntent: proPayment, amount: 599}));
      expect((await me(proUser.token)).subscription.subscriptionStatus).not.toBe('active');
      expect((await orders(proUser.token))[0]).toMatchObject({status: 'refunded'});
    });
  });
});
