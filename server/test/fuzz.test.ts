/**
 * Every API route under generated input: bodies, headers, cookies and peer addresses. Each answer
 * must be JSON (or an empty 204) with a 2xx or 4xx status, never a 5xx, and a refused request
 * must leave every table as it was (the throttle counters excepted: counting refused attempts is
 * their job).
 */
import fc from 'fast-check';
import type {FastifyInstance, InjectOptions} from 'fastify';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {buildApp} from '../src/app.ts';
import {createSession} from '../src/accounts.ts';
import {adminCommand} from '../src/adminCommands.ts';
import type {Database} from '../src/db/schema.ts';
import {makeUsers} from './processes.ts';
import {BACKENDS, freshDb, type TestDb} from './helpers.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

/** Each route, and the answers that show generated input got past the checks into its own work. */
const ROUTES = [
  ['GET', '/api/health', ['200']],
  ['GET', '/api/packages', ['200']],
  ['GET', '/api/me', ['200']],
  ['GET', '/api/orders', ['200']],
  ['POST', '/api/register', ['201', '409:email_taken']],
  ['POST', '/api/login', ['200', '401:invalid_credentials']],
  ['POST', '/api/logout', ['204']],
  ['POST', '/api/offers/manga/claim', ['200', '409:already_claimed', '403:not_new_user']],
  ['POST', '/api/redemptions', ['200', '404:code_invalid', '409:code_used']],
  ['POST', '/api/orders', ['201', '404:package_unknown']],
  // `:order` and `:session` stand for a real order and test checkout of the member, or generated text.
  ['GET', '/api/orders/:order', ['200']],
  ['POST', '/api/orders/:order/cancel', ['200']],
  ['POST', '/api/billing/portal', ['200']],
  ['GET', '/api/checkout/test/:session', ['200']],
  ['POST', '/api/checkout/test/:session/pay', ['200', '409:checkout_closed']],
  ['POST', '/api/checkout/test/:session/cancel', ['200', '409:checkout_closed']],
  ['POST', '/api/checkout/test/subscription', ['200', '404:no_subscription']],
  ['POST', '/api/account/verification', ['409:already_verified']],
  ['POST', '/api/account/verify', ['404:token_invalid']],
  ['POST', '/api/password/forgot', ['202']],
  ['POST', '/api/password/reset', ['404:token_invalid']],
  ['POST', '/api/account/password', ['200', '403:wrong_password']],
  ['POST', '/api/account/email', ['202', '403:wrong_password', '409:email_taken']],
  ['GET', '/api/account/export', ['200']],
  // Never with the member's password: every case refused, and the member stays.
  ['POST', '/api/account/delete', ['403:wrong_password']],
] as const;

const TABLES: readonly (keyof Database)[] = [
  'users',
  'sessions',
  'offer_claims',
  'redemption_codes',
  'packages',
  'orders',
  'subscriptions',
  'pro_periods',
  'refunds',
  'payment_events',
  'account_tokens',
];

const MEMBER_EMAIL = 'fuzz-member-0@example.com';
const MEMBER_PASSWORD = 'race password 1';

const text = fc.oneof(
  fc.string({maxLength: 40}),
  fc.string({unit: 'binary', maxLength: 40}),
  fc.constantFrom('', ' ', '\u0000', "' OR 1=1 --", '<script>', '../../etc/passwd', '%00', '\ud800'),
);
const email = fc.oneof(fc.emailAddress(), text, fc.constantFrom(MEMBER_EMAIL, 'FUZZ-member-0@Example.com '));
const password = fc.oneof(
  fc.string({minLength: 8, maxLength: 40}),
  text,
  fc.constantFrom(MEMBER_PASSWORD, 'p'.repeat(129)),
);
const field = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), {maxLength: 3}),
  fc.dictionary(fc.string({maxLength: 5}), fc.string({maxLength: 5}), {maxKeys: 3}),
);
const json = (value: unknown) => JSON.stringify(value);

/** Bodies shaped like each route's own, with generated values (the codes are filled in per database). */
function shaped(path: string, codes: readonly string[]): fc.Arbitrary<string> {
  switch (path) {
    case '/api/register':
    case '/api/login':
      return fc
        .oneof(
          fc.record({email, password}),
          fc.record({email, password, extra: field}, {requiredKeys: []}),
          fc.constant({email: MEMBER_EMAIL, password: MEMBER_PASSWORD}),
        )
        .map(json);
    case '/api/redemptions':
      return fc
        .record({
          code: fc.oneof(
            fc.constantFrom(...codes),
            fc.constantFrom(...codes).map((c) => c.toLowerCase().replace(/-/g, ' ')),
            fc.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
            text,
            field,
          ),
        })
        .map(json);
    case '/api/orders':
      return fc
        .oneof(
          fc.record({packageId: fc.oneof(fc.constantFrom('chars-2m', 'chars-10m', 'nope', 'CHARS-2M'), text, field)}),
          fc.record(
            {
              plan: fc.oneof(fc.constantFrom('pro-month', 'pro-year', 'pro-week'), text, field),
              locale: fc.oneof(fc.constantFrom('hi', 'ar', 'zh', 'pt-BR', 'xx', '../'), text, field),
            },
            {requiredKeys: ['plan']},
          ),
        )
        .map(json);
    case '/api/billing/portal':
      return fc
        .record({locale: fc.oneof(fc.constantFrom('fr', 'zh-TW', 'nope'), text, field)}, {requiredKeys: []})
        .map(json);
    case '/api/account/verify':
    case '/api/password/reset':
      return fc
        .record(
          {
            token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), text, field),
            password: fc.oneof(password, field),
          },
          {requiredKeys: ['token']},
        )
        .map((body) => (path === '/api/account/verify' ? {token: body.token} : body))
        .map(json);
    case '/api/password/forgot':
      return fc
        .record({email, locale: fc.oneof(fc.constantFrom('hi', 'ar', 'xx'), text)}, {requiredKeys: ['email']})
        .map(json);
    case '/api/account/password':
      // A change that goes through is undone after the case (see the property): later cases rely on the member's password.
      return fc
        .record({currentPassword: password, newPassword: fc.oneof(fc.constant(MEMBER_PASSWORD), password, field)})
        .map(json);
    case '/api/account/email':
      return fc
        .record({
          newEmail: fc.oneof(email, fc.constant('fuzz-member-0@example.com'), field),
          password: fc.oneof(password, fc.constant(MEMBER_PASSWORD)),
        })
        .map(json);
    case '/api/account/delete':
      return fc.record({password: fc.oneof(text, field, fc.constant('p'.repeat(200)))}).map(json);
    case '/api/checkout/test/subscription':
      return fc.record({cancelAtPeriodEnd: fc.oneof(fc.boolean(), field)}).map(json);
    default:
      return fc.oneof(fc.constant('{}'), fc.record({force: field}, {requiredKeys: []}).map(json));
  }
}

/** Anything else: any JSON, not JSON at all, prototype tricks, oversized. */
const anyBody = fc.oneof(
  fc.jsonValue({maxDepth: 3}).map(json),
  fc.string({unit: 'binary', maxLength: 200}),
  fc.constantFrom(
    '',
    '{',
    '{}',
    '[]',
    'null',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"x": 1}}}',
    `{"email": "${'a'.repeat(20_000)}"}`,
  ),
);

const contentType = fc.oneof(
  {weight: 6, arbitrary: fc.constant('application/json')},
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonx',
    ),
  },
  {weight: 1, arbitrary: fc.string({maxLength: 30})},
);

const headerValue = fc.string({maxLength: 60}).filter((v) => /^[\t\x20-\x7e]*$/.test(v));
const origin = fc.oneof(
  {weight: 6, arbitrary: fc.constant(undefined)},
  {weight: 1, arbitrary: fc.constantFrom('http://localhost:80', 'https://evil.example', 'null', 'http://localhost')},
  {weight: 1, arbitrary: headerValue},
);
const fetchSite = fc.oneof(
  {weight: 6, arbitrary: fc.constant(undefined)},
  {weight: 1, arbitrary: fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'bogus')},
);
const address = fc.oneof(fc.ipV4(), fc.ipV6(), fc.constant('127.0.0.1'));

interface Case {
  readonly route: number;
  /** What stands for `:order` or `:session` in the route's address. */
  readonly param: {readonly known: true} | {readonly known: false; readonly value: string};
  readonly body: string;
  readonly contentType: string | undefined;
  readonly origin: string | undefined;
  readonly fetchSite: string | undefined;
  /** The cookie: a live session's token, or generated text. */
  readonly cookie: {readonly live: true} | {readonly live: false; readonly value: string} | undefined;
  readonly extraHeaders: readonly (readonly [string, string])[];
  readonly address: string;
}

function cases(codes: readonly string[]): fc.Arbitrary<Case> {
  return fc.integer({min: 0, max: ROUTES.length - 1}).chain((route) =>
    fc.record<Case>({
      route: fc.constant(route),
      param: fc.oneof(
        {weight: 3, arbitrary: fc.constant({known: true} as const)},
        {
          weight: 1,
          arbitrary: fc
            .oneof(text, fc.uuid(), fc.constantFrom('test_cs_0000000000', '..', '%2e%2e', 'a/b'))
            .map((value) => ({known: false, value}) as const),
        },
      ),
      body: fc.oneof({weight: 4, arbitrary: shaped(ROUTES[route]![1], codes)}, {weight: 1, arbitrary: anyBody}),
      contentType,
      origin,
      fetchSite,
      cookie: fc.oneof(
        {weight: 3, arbitrary: fc.constant({live: true} as const)},
        {weight: 1, arbitrary: fc.constant(undefined)},
        {weight: 1, arbitrary: headerValue.map((value) => ({live: false, value}) as const)},
      ),
      extraHeaders: fc.array(
        fc.tuple(
          fc.constantFrom(
            'accept',
            'accept-encoding',
            'x-forwarded-for',
            'content-encoding',
            'transfer-encoding',
            'range',
            'if-none-match',
            'x-http-method-override',
          ),
          headerValue,
        ),
        {maxLength: 3},
      ),
      address,
    }),
  );
}

describe.each(BACKENDS)('every API route under generated input, on %s', (backend) => {
  let t: TestDb;
  let app: FastifyInstance;
  let token: string;
  let memberId: string;
  let memberHash: string;
  let codes: string[];
  /** The member's orders with their test checkouts; a paid or left one is replaced by a new one. */
  let open: {order: string; session: string};

  beforeAll(async () => {
    // The throttles have their own tests; here they would only stop the input reaching the routes.
    t = await freshDb(backend, {
      LOG_LEVEL: 'silent',
      REGISTRATIONS_PER_ADDRESS: '100000',
      LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
      LOGIN_ATTEMPTS_PER_EMAIL: '100000',
      RESET_REQUESTS_PER_ADDRESS: '100000',
      RESET_REQUESTS_PER_EMAIL: '100000',
    });
    app = buildApp({config: t.config, db: t.db, logger: false, mailer: {send: async () => undefined}});
    await app.ready();
    const [user] = await makeUsers(t.db, 1, 'fuzz-member');
    memberId = user!.id;
    token = user!.token;
    ({password_hash: memberHash} = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow());
    codes = (await adminCommand(t.db, 'codes', 'create', {days: '30', count: '5'}, [])).split('\n');
    // The member can open the (test) customer portal.
    await t.db.kysely.updateTable('users').set({customer_id: 'test_cus_fuzz'}).where('id', '=', memberId).execute();
    open = await newCheckout();
  });

  async function newCheckout(): Promise<{order: string; session: string}> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {packageId: 'chars-2m'},
      headers: {cookie: `token=${token}`},
    });
    const {order, checkoutUrl} = res.json() as {order: {id: string}; checkoutUrl: string};
    return {order: order.id, session: new URL(checkoutUrl, 'http://site').searchParams.get('session')!};
  }
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  async function snapshot(): Promise<string> {
    const parts: unknown[] = [];
    for (const table of TABLES)
      parts.push(
        await t.db.kysely
          .selectFrom(table)
          .selectAll()
          .execute()
          .then((rows) => rows.map((r) => JSON.stringify(r)).sort()),
      );
    return JSON.stringify(parts);
  }

  const seen = ROUTES.map(() => new Set<string>());

  test(`${RUNS * ROUTES.length} generated requests: JSON 2xx or 4xx, never 5xx, and nothing changes when refused`, async () => {
    await fc.assert(
      fc.asyncProperty(cases(codes), async (c) => {
        const [method, template] = ROUTES[c.route]!;
        // Generated text goes into the address percent-encoded, lone surrogates as U+FFFD (as a browser sends them).
        const param = (known: string) =>
          c.param.known ? known : encodeURIComponent(Buffer.from(c.param.value, 'utf8').toString('utf8'));
        const url = template.replace(':order', param(open.order)).replace(':session', param(open.session));
        const headers: Record<string, string> = Object.fromEntries(c.extraHeaders);
        if (c.contentType !== undefined) headers['content-type'] = c.contentType;
        if (c.origin !== undefined) headers.origin = c.origin;
        if (c.fetchSite !== undefined) headers['sec-fetch-site'] = c.fetchSite;
        if (c.cookie) headers.cookie = c.cookie.live ? `token=${token}` : c.cookie.value;
        const request: InjectOptions = {
          method,
          url,
          headers,
          remoteAddress: c.address,
          ...(method === 'POST' ? {payload: c.body} : {}),
        };
        const before = await snapshot();
        const res = await app.inject(request);
        const code = res.statusCode >= 400 ? (res.json() as {code?: string}).code : undefined;
        seen[c.route]!.add(code ? `${res.statusCode}:${code}` : String(res.statusCode));
        // A generated logout may end the live session: the next case gets a new one.
        if (url === '/api/logout' && c.cookie?.live && res.statusCode === 204)
          token = (await createSession(t.db, memberId, 30)).token;
        expect(res.statusCode, `${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toBeLessThan(
          500,
        );
        // A generated new password could be text a later generated deletion sends (such as "' OR 1=1 --"):
        // the member gets their own password back.
        if (template === '/api/account/password' && res.statusCode === 200)
          await t.db.kysely.updateTable('users').set({password_hash: memberHash}).where('id', '=', memberId).execute();
        // A reset link is issued after the answer has gone: let it land before the next case compares tables.
        if (template === '/api/password/forgot' && res.statusCode === 202) await new Promise((r) => setTimeout(r, 30));
        // A checkout paid or left stays so; later cases get a new one.
        if (/\/(pay|cancel)$/.test(template) && res.statusCode === 200) open = await newCheckout();
        if (res.statusCode !== 204) {
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          const json = res.json() as {code?: unknown};
          if (res.statusCode >= 400) expect(typeof json.code).toBe('string');
        }
        if (res.statusCode >= 400)
          expect(await snapshot(), `${method} ${url} refused with ${res.statusCode} but changed data`).toBe(before);
      }),
      {numRuns: RUNS * ROUTES.length, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined},
    );
    // The generated input reached every route's own work, not only its checks: each route
    // answered at least once with success and at least once with a refusal.
    for (const [i, [method, url, work]] of ROUTES.entries()) {
      const answers = [...seen[i]!].sort();
      const message = `${method} ${url} answered ${answers.join(', ')}`;
      expect(
        answers.some((a) => (work as readonly string[]).includes(a)),
        message,
      ).toBe(true);
      if (url !== '/api/health' && url !== '/api/packages')
        expect(
          answers.some((a) => a >= '400'),
          message,
        ).toBe(true);
    }
  });

  test('unknown routes and methods under /api/ get a JSON 404 or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
        fc.array(fc.oneof(fc.webSegment(), fc.constantFrom('..', '%2e%2e', '%00', 'me', 'login')), {maxLength: 4}),
        async (method, segments) => {
          const res = await app.inject({
            method,
            url: `/api/${segments.join('/')}`,
            headers: {cookie: `token=${token}`},
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400 && method !== 'HEAD')
            expect(typeof (res.json() as {code?: unknown}).code).toBe('string');
        },
      ),
      {numRuns: 300},
    );
  });
});

const WEBHOOK_SECRET = 'whsec_fuzz0123456789';
const EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'payment_intent.created',
] as const;

/** An event shape with generated parts in every place the webhook reads. */
const eventLike = fc.record({
  id: fc.oneof(fc.string({maxLength: 20}), field),
  created: fc.oneof(fc.integer(), field),
  type: fc.oneof(fc.constantFrom(...EVENT_TYPES), field),
  data: fc.oneof(
    fc.record({
      object: fc.oneof(
        fc.record(
          {
            id: field,
            metadata: fc.oneof(fc.record({order_id: field, user_id: field, interval: field}), field),
            payment_status: fc.oneof(fc.constantFrom('paid', 'unpaid'), field),
            parent: field,
            lines: fc.oneof(fc.record({data: fc.array(field, {maxLength: 2})}), field),
            items: fc.oneof(fc.record({data: fc.array(field, {maxLength: 2})}), field),
            status: field,
          },
          {requiredKeys: []},
        ),
        field,
      ),
    }),
    field,
  ),
});

describe.each(BACKENDS)('the Stripe webhook under generated deliveries, on %s', (backend) => {
  let t: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await freshDb(backend, {
      LOG_LEVEL: 'silent',
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO_MONTH: 'price_month',
      STRIPE_PRICE_PRO_YEAR: 'price_year',
      // Nothing listens there: a delivery that made the server call Stripe would fail loudly.
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    app = buildApp({config: t.config, db: t.db, logger: false});
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  test('forged, stale and malformed deliveries are refused with 400 and change nothing; signed nonsense never gets a 5xx', async () => {
    const {default: Stripe} = await import('stripe');
    const sign = (payload: string, secret: string, timestamp?: number) =>
      Stripe.webhooks.generateTestHeaderString({payload, secret, ...(timestamp ? {timestamp} : {})});
    const tables = async () => {
      const parts: unknown[] = [];
      for (const table of TABLES) parts.push(await t.db.kysely.selectFrom(table).selectAll().execute());
      return JSON.stringify(parts);
    };
    const kinds = ['none', 'garbage', 'wrongSecret', 'stale', 'tampered', 'valid'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(eventLike.map(json), anyBody),
        fc.constantFrom(...kinds),
        headerValue,
        async (body, kind, garbage) => {
          const signature =
            kind === 'none'
              ? undefined
              : kind === 'garbage'
                ? garbage
                : kind === 'wrongSecret'
                  ? sign(body, 'whsec_not_ours')
                  : kind === 'stale'
                    ? sign(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)
                    : sign(kind === 'tampered' ? `${body} ` : body, WEBHOOK_SECRET);
          const before = await tables();
          const res = await app.inject({
            method: 'POST',
            url: '/api/webhooks/stripe',
            payload: body,
            headers: {'content-type': 'application/json', ...(signature ? {'stripe-signature': signature} : {})},
          });
          expect(res.statusCode, `${kind}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (kind !== 'valid') {
            expect(res.statusCode).toBe(400);
            expect(await tables()).toBe(before);
          }
          if (res.statusCode >= 400) expect(await tables()).toBe(before);
        },
      ),
      {numRuns: RUNS * 2, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined},
    );
  });
});
