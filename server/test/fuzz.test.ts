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
] as const;

const TABLES: readonly (keyof Database)[] = [
  'users',
  'sessions',
  'offer_claims',
  'redemption_codes',
  'packages',
  'orders',
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
        .record({packageId: fc.oneof(fc.constantFrom('chars-2m', 'chars-10m', 'nope', 'CHARS-2M'), text, field)})
        .map(json);
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
  let codes: string[];

  beforeAll(async () => {
    // The throttles have their own tests; here they would only stop the input reaching the routes.
    t = await freshDb(backend, {
      LOG_LEVEL: 'silent',
      REGISTRATIONS_PER_ADDRESS: '100000',
      LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
      LOGIN_ATTEMPTS_PER_EMAIL: '100000',
    });
    app = buildApp({config: t.config, db: t.db, logger: false});
    await app.ready();
    const [user] = await makeUsers(t.db, 1, 'fuzz-member');
    memberId = user!.id;
    token = user!.token;
    codes = (await adminCommand(t.db, 'codes', 'create', {days: '30', count: '5'}, [])).split('\n');
  });
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
        const [method, url] = ROUTES[c.route]!;
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
