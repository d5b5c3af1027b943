import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import type {FastifyInstance} from 'fastify';
import {buildApp} from '../src/app.ts';
import {createSession} from '../src/accounts.ts';
import {adminCommand} from '../src/adminCommands.ts';
import {BACKENDS, freshDb, tokenFrom, type TestDb} from './helpers.ts';

const PASSWORD = 'correct horse 42';

describe.each(BACKENDS)('API on %s', (backend) => {
  let t: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await freshDb(backend, {LOGIN_ATTEMPTS_PER_EMAIL: '5', REGISTRATIONS_PER_ADDRESS: '1000'});
    app = buildApp({config: t.config, db: t.db, logger: false});
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const post = (url: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {'content-type': 'application/json', ...headers},
      cookies: token ? {token} : {},
    });
  const get = (url: string, token?: string) => app.inject({method: 'GET', url, cookies: token ? {token} : {}});

  async function register(email: string): Promise<string> {
    const res = await post('/api/register', {email, password: PASSWORD});
    expect(res.statusCode).toBe(201);
    return tokenFrom(res.headers['set-cookie'])!;
  }

  async function counts() {
    const k = t.db.kysely;
    const one = async (table: 'users' | 'sessions' | 'offer_claims' | 'orders') =>
      Number(
        (
          await k
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      users: await one('users'),
      sessions: await one('sessions'),
      claims: await one('offer_claims'),
      orders: await one('orders'),
    };
  }

  test('register opens a session in an HttpOnly, SameSite=Lax cookie; me answers the free member; logout ends it', async () => {
    const res = await post('/api/register', {email: 'Reader@Example.com', password: PASSWORD});
    expect(res.statusCode).toBe(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^token=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    const token = tokenFrom(res.headers['set-cookie'])!;
    const me = await get('/api/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'reader@example.com',
      subscription: {subscriptionStatus: 'inactive', plan: 'free', expiresAt: null},
      traffic: {balance: 0},
    });

    const out = await post('/api/logout', {}, token);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/token=;/);
    expect((await get('/api/me', token)).statusCode).toBe(401);
  });

  test('the cookie is Secure outside local development', async () => {
    const prod = buildApp({config: {...t.config, secureCookies: true}, db: t.db, logger: false});
    const res = await prod.inject({
      method: 'POST',
      url: '/api/register',
      payload: {email: 'secure@example.com', password: PASSWORD},
    });
    expect(String(res.headers['set-cookie'])).toContain('Secure');
    await prod.close();
  });

  test('a taken email is refused, whatever its case', async () => {
    await register('taken@example.com');
    const res = await post('/api/register', {email: 'TAKEN@example.com', password: PASSWORD});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({code: 'email_taken', field: 'email'});
  });

  test('a wrong email and a wrong password get the same answer; the right pair signs in', async () => {
    await register('login@example.com');
    const wrongEmail = await post('/api/login', {email: 'nobody@example.com', password: PASSWORD});
    const wrongPassword = await post('/api/login', {email: 'login@example.com', password: 'not the password'});
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(wrongEmail.statusCode);
    expect(wrongPassword.body).toBe(wrongEmail.body);
    expect(wrongEmail.headers['set-cookie']).toBeUndefined();
    const ok = await post('/api/login', {email: 'Login@Example.com', password: PASSWORD});
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({email: 'login@example.com'});
    expect(tokenFrom(ok.headers['set-cookie'])).toBeTruthy();
  });

  test('login attempts are limited per email, then answered with 429 and Retry-After', async () => {
    await register('limited@example.com');
    for (let i = 0; i < 5; i++)
      expect((await post('/api/login', {email: 'limited@example.com', password: 'wrong password'})).statusCode).toBe(
        401,
      );
    const blocked = await post('/api/login', {email: 'limited@example.com', password: PASSWORD});
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({code: 'rate_limited'});
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not locked out by it.
    await register('other-limited@example.com');
    expect((await post('/api/login', {email: 'other-limited@example.com', password: PASSWORD})).statusCode).toBe(200);
  });

  test('an expired session is refused and its cookie removed', async () => {
    const token = await register('expired@example.com');
    const user = (await get('/api/me', token)).json() as {id: string};
    const old = await createSession(t.db, user.id, 1, Date.now() - 2 * 86_400_000);
    const res = await get('/api/me', old.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({code: 'unauthorized'});
    expect(String(res.headers['set-cookie'])).toMatch(/token=;/);
    expect((await post('/api/offers/manga/claim', {}, old.token)).statusCode).toBe(401);
  });

  test('bad input gets a clear 4xx naming the field, and changes nothing', async () => {
    const token = await register('careful@example.com');
    const before = await counts();
    const cases: [string, unknown, number, string][] = [
      ['/api/register', '{"email": "x@example.com", "password": ', 400, 'body'],
      ['/api/register', {email: 'x@example.com'}, 400, 'password'],
      ['/api/register', {email: 'not an email', password: PASSWORD}, 400, 'email'],
      ['/api/register', {email: 'x@example.com', password: 'short'}, 400, 'password'],
      ['/api/register', {email: 'x@example.com', password: PASSWORD, admin: true}, 400, 'admin'],
      ['/api/register', {email: ['x@example.com'], password: PASSWORD}, 400, 'email'],
      ['/api/register', {email: "x@example.com'; drop table users; --", password: PASSWORD}, 400, 'email'],
      ['/api/register', {email: 'x@example.com', password: 12345678}, 400, 'password'],
      ['/api/register', {email: 'x@example.com', password: 'p'.repeat(20_000)}, 413, 'body'],
      ['/api/login', {email: '<script>alert(1)</script>@example.com', password: PASSWORD}, 400, 'email'],
      ['/api/offers/manga/claim', {force: true}, 400, 'force'],
      ['/api/redemptions', {code: 42}, 400, 'code'],
      ['/api/redemptions', {code: "' OR 1=1 --"}, 400, 'code'],
      ['/api/orders', {packageId: 'chars-2m', amount: 0}, 400, 'amount'],
      ['/api/orders', {}, 400, 'packageId'],
      ['/api/orders', {packageId: "chars-2m' OR '1'='1"}, 400, 'packageId'],
      ['/api/orders', {packageId: 'chars\u00002m'}, 400, 'packageId'],
    ];
    for (const [url, body, status, field] of cases) {
      const res = await post(url, body, token);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(status);
      expect(res.json().field, url).toBe(field);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'email=x',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({field: 'content-type'});
    // SQL in a well-formed field is data, not code: checked, and wrong.
    const sqlish = await post('/api/login', {email: 'careful@example.com', password: "' OR '1'='1' --"});
    expect(sqlish.statusCode).toBe(401);
    expect(sqlish.json()).toMatchObject({code: 'invalid_credentials'});
    const unknown = await post('/api/orders', {packageId: 'chars-3m'}, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({code: 'package_unknown'});
    expect(await counts()).toEqual(before);
    expect((await get('/api/me', token)).json()).toMatchObject({
      subscription: {subscriptionStatus: 'inactive'},
      traffic: {balance: 0},
    });
  });

  test('state-changing requests from another site are refused', async () => {
    const token = await register('origin@example.com');
    const before = await counts();
    const foreign = await post('/api/offers/manga/claim', {}, token, {origin: 'https://evil.example'});
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({code: 'bad_origin'});
    expect(
      (await post('/api/orders', {packageId: 'chars-2m'}, token, {'sec-fetch-site': 'cross-site'})).statusCode,
    ).toBe(403);
    expect(await counts()).toEqual(before);
    const own = await post('/api/orders', {packageId: 'chars-2m'}, token, {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    });
    expect(own.statusCode).toBe(201);
  });

  /** Marks the address confirmed, as opening the emailed link does (tested through SMTP in account-mail.test.ts). */
  const confirm = (email: string) =>
    t.db.kysely
      .updateTable('users')
      .set({email_verified_at: new Date().toISOString()})
      .where('email', '=', email)
      .execute();

  test('the comic offer: login and a confirmed email required, one claim, 3 days of Pro, and the Premium status follows', async () => {
    expect((await post('/api/offers/manga/claim', {})).json()).toMatchObject({code: 'unauthorized'});
    const token = await register('manga@example.com');
    const unconfirmed = await post('/api/offers/manga/claim', {}, token);
    expect([unconfirmed.statusCode, unconfirmed.json()]).toEqual([403, {code: 'email_unverified'}]);
    expect(await t.db.kysely.selectFrom('offer_claims').selectAll().execute()).toHaveLength(0);
    await confirm('manga@example.com');
    const first = await post('/api/offers/manga/claim', {}, token);
    expect(first.statusCode).toBe(200);
    const days = (Date.parse(first.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);
    expect((await get('/api/me', token)).json()).toMatchObject({
      subscription: {subscriptionStatus: 'active', plan: 'pro', expiresAt: first.json().expiresAt},
    });
    const second = await post('/api/offers/manga/claim', {}, token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({code: 'already_claimed'});
  });

  test('the comic offer refuses accounts that had Pro, and leaves them as they were', async () => {
    const token = await register('veteran@example.com');
    await confirm('veteran@example.com');
    await adminCommand(t.db, 'users', 'grant-pro', {email: 'veteran@example.com', days: '7'}, []);
    const before = (await get('/api/me', token)).json();
    const res = await post('/api/offers/manga/claim', {}, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({code: 'not_new_user'});
    expect((await get('/api/me', token)).json()).toEqual(before);
    expect(
      await t.db.kysely.selectFrom('offer_claims').selectAll().where('user_id', '=', before.id).execute(),
    ).toHaveLength(0);
  });

  test('outside the offer window a claim is refused as ended', async () => {
    const closed = buildApp({
      config: {...t.config, offerWindow: {start: '2020-01-01T00:00:00Z', end: '2020-02-01T00:00:00Z'}},
      db: t.db,
      logger: false,
    });
    const token = tokenFrom(
      (
        await closed.inject({
          method: 'POST',
          url: '/api/register',
          payload: {email: 'late@example.com', password: PASSWORD},
        })
      ).headers['set-cookie'],
    );
    const res = await closed.inject({
      method: 'POST',
      url: '/api/offers/manga/claim',
      payload: {},
      cookies: {token: token!},
    });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({code: 'offer_ended'});
    await closed.close();
  });

  test('redemption codes: single use, any case and spacing, expiry, each refusal its own code', async () => {
    const [code = ''] = (await adminCommand(t.db, 'codes', 'create', {days: '30', count: '1'}, [])).split('\n');
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const token = await register('redeemer@example.com');
    const loose = code.toLowerCase().replace(/-/g, ' ');
    const ok = await post('/api/redemptions', {code: loose}, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().days).toBe(30);
    expect((await get('/api/me', token)).json()).toMatchObject({
      subscription: {subscriptionStatus: 'active', expiresAt: ok.json().expiresAt},
    });
    const again = await post('/api/redemptions', {code}, await register('second@example.com'));
    expect([again.statusCode, again.json()]).toEqual([409, {code: 'code_used'}]);
    const unknown = await post('/api/redemptions', {code: 'K7QM-3XWD-9PRT-H2CE'}, token);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, {code: 'code_invalid'}]);

    // A second code stacks on the running membership.
    const [more = ''] = (await adminCommand(t.db, 'codes', 'create', {days: '10'}, [])).split('\n');
    const stacked = await post('/api/redemptions', {code: more}, token);
    expect(Date.parse(stacked.json().expiresAt) - Date.parse(ok.json().expiresAt)).toBe(10 * 86_400_000);

    const [old = ''] = (
      await adminCommand(t.db, 'codes', 'create', {days: '5', expires: new Date(Date.now() + 60_000).toISOString()}, [])
    ).split('\n');
    await t.db.kysely
      .updateTable('redemption_codes')
      .set({expires_at: new Date(Date.now() - 1000).toISOString()})
      .where('code', '=', old)
      .execute();
    const expired = await post('/api/redemptions', {code: old}, token);
    expect([expired.statusCode, expired.json()]).toEqual([410, {code: 'code_expired'}]);
  });

  test('packages, orders and the balance: an order is pending until its test checkout is paid, which credits once', async () => {
    const packages = (await get('/api/packages')).json().packages;
    expect(packages).toEqual([
      {id: 'chars-2m', characters: 2_000_000, price: {amount: 299, currency: 'USD'}},
      {id: 'chars-10m', characters: 10_000_000, price: {amount: 1199, currency: 'USD'}},
      {id: 'chars-50m', characters: 50_000_000, price: {amount: 4999, currency: 'USD'}},
    ]);
    expect((await get('/api/orders')).statusCode).toBe(401);
    const token = await register('buyer@example.com');
    const created = await post('/api/orders', {packageId: 'chars-10m', locale: 'hi'}, token);
    expect(created.statusCode).toBe(201);
    const {order, checkoutUrl} = created.json();
    expect(order).toMatchObject({
      kind: 'traffic',
      packageId: 'chars-10m',
      status: 'pending',
      amount: {amount: 1199, currency: 'USD'},
      test: true,
    });
    const session = /^\/hi\/checkout\/test\/\?session=(test_cs_\w+)$/.exec(checkoutUrl)?.[1];
    expect(session, checkoutUrl).toBeTruthy();
    expect((await post('/api/orders', {packageId: 'chars-1b'}, token)).json()).toEqual({
      code: 'package_unknown',
      message: 'no such package on sale',
      field: 'packageId',
    });
    expect((await post('/api/orders', {packageId: 'chars-2m', plan: 'pro-month'}, token)).statusCode).toBe(400);

    // The test checkout's page reads its session; only its owner may.
    const other = await register('onlooker@example.com');
    expect((await get(`/api/checkout/test/${session}`, other)).statusCode).toBe(404);
    expect((await get(`/api/checkout/test/${session}`, token)).json()).toMatchObject({
      open: true,
      successUrl: `/hi/checkout/success/?order=${order.id}`,
      cancelUrl: `/hi/checkout/cancelled/?order=${order.id}`,
    });
    // A double click on "pay" pays once and answers the same page twice.
    const paid = await Promise.all([1, 2].map(() => post(`/api/checkout/test/${session}/pay`, {}, token)));
    expect(paid.map((r) => [r.statusCode, r.json().url])).toEqual([
      [200, `/hi/checkout/success/?order=${order.id}`],
      [200, `/hi/checkout/success/?order=${order.id}`],
    ]);
    expect((await post(`/api/checkout/test/${session}/cancel`, {}, token)).json().code).toBe('checkout_closed');
    expect(await adminCommand(t.db, 'orders', 'mark-paid', {}, [order.id])).toContain('already paid');
    const me = (await get('/api/me', token)).json();
    expect(me.traffic.balance).toBe(10_000_000);
    const orders = (await get('/api/orders', token)).json().orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({id: order.id, status: 'paid'});
    expect((await get(`/api/orders/${order.id}`, token)).json().order).toMatchObject({id: order.id, status: 'paid'});
    expect((await get(`/api/orders/${order.id}`, other)).json().code).toBe('order_unknown');

    await adminCommand(t.db, 'packages', 'withdraw', {id: 'chars-2m'}, []);
    expect((await get('/api/packages')).json().packages.map((p: {id: string}) => p.id)).toEqual([
      'chars-10m',
      'chars-50m',
    ]);
    expect((await post('/api/orders', {packageId: 'chars-2m'}, token)).statusCode).toBe(404);
    await adminCommand(t.db, 'packages', 'add', {id: 'chars-2m-b', characters: '2000000', price: '2.49'}, []);
    expect((await get('/api/packages')).json().packages[0]).toEqual({
      id: 'chars-2m-b',
      characters: 2_000_000,
      price: {amount: 249, currency: 'USD'},
    });
  });

  test('the admin tool explains a wrong command instead of guessing', async () => {
    await expect(adminCommand(t.db, 'codes', 'create', {days: '0'}, [])).rejects.toThrow(
      '--days must be a whole number',
    );
    await expect(adminCommand(t.db, 'orders', 'mark-paid', {}, ['no-such-order'])).rejects.toThrow(
      'No order no-such-order',
    );
    await expect(adminCommand(t.db, 'users', 'grant-pro', {email: 'ghost@example.com', days: '3'}, [])).rejects.toThrow(
      'No user ghost@example.com',
    );
    await expect(adminCommand(t.db, 'fly', '', {}, [])).rejects.toThrow('Unknown command "fly"');
  });

  test('unknown API addresses answer 404 with a code, not the site', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({code: 'not_found'});
  });
});
