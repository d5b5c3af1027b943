import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import type {FastifyInstance} from 'fastify';
import {buildApp} from '../src/app.ts';
import {PasswordHasher} from '../src/passwords.ts';
import {BACKENDS, freshDb, type TestDb} from './helpers.ts';

const PASSWORD = 'correct horse 42';

describe.each(BACKENDS)('throttles on %s', (backend) => {
  let t: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await freshDb(backend, {
      REGISTRATIONS_PER_ADDRESS: '3',
      LOGIN_ATTEMPTS_PER_ADDRESS: '6',
      LOGIN_ATTEMPTS_PER_EMAIL: '4',
    });
    app = buildApp({config: t.config, db: t.db, logger: false});
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const post = (url: string, body: unknown, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: {'content-type': 'application/json'},
      remoteAddress,
    });
  const users = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('registrations are limited per address, with Retry-After, and a refused one creates nothing', async () => {
    const address = '198.51.100.1';
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/register', {email: `reg-${i}@example.com`, password: PASSWORD}, address)).statusCode,
      ).toBe(201);
    const before = await users();
    const hash = vi.spyOn(PasswordHasher.prototype, 'hash');
    const refused = await post('/api/register', {email: 'reg-4@example.com', password: PASSWORD}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({code: 'rate_limited'});
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    // Refused before any password is hashed, and nothing written.
    expect(hash).not.toHaveBeenCalled();
    hash.mockRestore();
    expect(await users()).toBe(before);
    // Another address, and another /64 network, are not held back by it.
    expect(
      (await post('/api/register', {email: 'reg-5@example.com', password: PASSWORD}, '198.51.100.2')).statusCode,
    ).toBe(201);
  });

  test('an IPv6 client cannot escape the limit by changing the end of its address', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/register', {email: `v6-${i}@example.com`, password: PASSWORD}, `2001:db8:1:2::${i + 1}`))
          .statusCode,
      ).toBe(201);
    expect(
      (await post('/api/register', {email: 'v6-9@example.com', password: PASSWORD}, '2001:db8:1:2:ffff::9')).statusCode,
    ).toBe(429);
    expect(
      (await post('/api/register', {email: 'v6-10@example.com', password: PASSWORD}, '2001:db8:1:3::1')).statusCode,
    ).toBe(201);
  });

  test('one address cycling through emails is limited per address, without hashing once refused', async () => {
    const address = '198.51.100.20';
    for (let i = 0; i < 6; i++)
      expect(
        (await post('/api/login', {email: `nobody-${i}@example.com`, password: PASSWORD}, address)).statusCode,
      ).toBe(401);
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    for (let i = 6; i < 12; i++) {
      const refused = await post('/api/login', {email: `nobody-${i}@example.com`, password: PASSWORD}, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();
  });

  test('one email tried from many addresses is limited per email; the right password clears it', async () => {
    await post('/api/register', {email: 'target@example.com', password: PASSWORD}, '198.51.100.30');
    for (let i = 0; i < 4; i++)
      expect(
        (await post('/api/login', {email: 'target@example.com', password: 'wrong password'}, `203.0.113.${i + 1}`))
          .statusCode,
      ).toBe(401);
    // A fifth address, even with the right password, waits: the email's window is full.
    expect(
      (await post('/api/login', {email: 'Target@Example.com', password: PASSWORD}, '203.0.113.50')).statusCode,
    ).toBe(429);

    await post('/api/register', {email: 'owner@example.com', password: PASSWORD}, '198.51.100.31');
    for (let i = 0; i < 3; i++)
      await post('/api/login', {email: 'owner@example.com', password: 'wrong password'}, '203.0.113.60');
    expect(
      (await post('/api/login', {email: 'owner@example.com', password: PASSWORD}, '203.0.113.61')).statusCode,
    ).toBe(200);
    // The count started again after the success: three more mistakes are still allowed.
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/login', {email: 'owner@example.com', password: 'wrong password'}, '203.0.113.62')).statusCode,
      ).toBe(401);
  });

  test('the database holds a digest of each email it counts, never the email', async () => {
    const keys = (await t.db.kysely.selectFrom('throttles').select('key').execute()).map((r) => r.key);
    expect(keys.some((k) => k.startsWith('login:email:'))).toBe(true);
    expect(keys.join(' ')).not.toContain('@');
  });

  test('past the hashing queue, a login is turned away at once with 503 busy', async () => {
    const busy = buildApp({
      config: {
        ...t.config,
        passwordHashing: {concurrency: 1, queue: 0},
        limits: {
          ...t.config.limits,
          loginPerAddress: {attempts: 1000, windowMs: 60_000},
          loginPerEmail: {attempts: 1000, windowMs: 60_000},
        },
      },
      db: t.db,
      logger: false,
    });
    await busy.ready();
    const answers = await Promise.all(
      Array.from({length: 6}, (_, i) =>
        busy.inject({
          method: 'POST',
          url: '/api/login',
          payload: {email: `flood-${i}@example.com`, password: PASSWORD},
          remoteAddress: '198.51.100.40',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses).toContain(401);
    expect(statuses).toContain(503);
    const turnedAway = answers.find((a) => a.statusCode === 503)!;
    expect(turnedAway.json()).toMatchObject({code: 'busy'});
    expect(turnedAway.headers['retry-after']).toBe('1');
    await busy.close();
  });
});
