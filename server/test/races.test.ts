import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {admin, makeUsers, postJson, startServer, type ServerProcess} from './processes.ts';
import {BACKENDS, freshDb, type TestDb} from './helpers.ts';

const PROCESSES = 4;
const REQUESTS = 200;

describe.each(BACKENDS)('races across %i server processes on %s', (backend) => {
  let t: TestDb;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    // One shared limit for the throttle races; the per-address login limit is out of the way of the per-email one.
    t = await freshDb(backend, {
      LOG_LEVEL: 'error',
      REGISTRATIONS_PER_ADDRESS: '5',
      LOGIN_ATTEMPTS_PER_EMAIL: '10',
      LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
    });
    servers = await Promise.all(Array.from({length: PROCESSES}, () => startServer(t.env)));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await t.close();
  });

  const spread = (i: number) => servers[i % PROCESSES]!.url;

  test(`${REQUESTS} simultaneous claims by one user give exactly one success`, async () => {
    const [user] = await makeUsers(t.db, 1, 'claimer');
    const answers = await Promise.all(
      Array.from({length: REQUESTS}, (_, i) => postJson(`${spread(i)}/api/offers/manga/claim`, {}, user!.token)),
    );
    const statuses = answers.map((a) => a?.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a?.status === 409 && a.body.code === 'already_claimed')).toHaveLength(REQUESTS - 1);
    const claims = await t.db.kysely.selectFrom('offer_claims').selectAll().where('user_id', '=', user!.id).execute();
    expect(claims).toHaveLength(1);
    const row = await t.db.kysely
      .selectFrom('users')
      .select('pro_expires_at')
      .where('id', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(row.pro_expires_at).toBe(claims[0]!.expires_at);
  });

  test(`${REQUESTS} simultaneous redemptions of one code give exactly one`, async () => {
    const created = await admin(['codes', 'create', '--days', '30'], t.env);
    expect(created.code).toBe(0);
    const code = created.out.trim();
    const users = await makeUsers(t.db, REQUESTS, 'redeemer');
    const answers = await Promise.all(users.map((u, i) => postJson(`${spread(i)}/api/redemptions`, {code}, u.token)));
    const winners = answers.flatMap((a, i) => (a?.status === 200 ? [users[i]!.id] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a?.status === 409 && a.body.code === 'code_used')).toHaveLength(REQUESTS - 1);
    const row = await t.db.kysely
      .selectFrom('redemption_codes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row.redeemed_by).toBe(winners[0]);
    const pro = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'redeemer-%')
      .where('pro_expires_at', 'is not', null)
      .execute();
    expect(pro.map((u) => u.id)).toEqual(winners);
  });

  test('marking one order paid from several processes at once credits it once', async () => {
    const [user] = await makeUsers(t.db, 1, 'payer');
    const order = await postJson(`${spread(0)}/api/orders`, {packageId: 'chars-2m'}, user!.token);
    const orderId = (order!.body as {order?: {id: string}}).order!.id;
    const runs = await Promise.all(
      Array.from({length: PROCESSES}, () => admin(['orders', 'mark-paid', orderId], t.env)),
    );
    expect(runs.every((r) => r.code === 0)).toBe(true);
    expect(runs.filter((r) => r.out.includes('characters credited'))).toHaveLength(1);
    expect(runs.filter((r) => r.out.includes('already paid'))).toHaveLength(PROCESSES - 1);
    const balance = await t.db.kysely
      .selectFrom('users')
      .select('traffic_balance')
      .where('id', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(Number(balance.traffic_balance)).toBe(2_000_000);
  });

  const attempt = (i: number, url: string, body: unknown) =>
    fetch(`${spread(i)}${url}`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(body),
    }).then(
      (r) => r.status,
      () => 0,
    );

  test('registrations from one address, spread over four processes, meet one limit', async () => {
    const statuses = await Promise.all(
      Array.from({length: 40}, (_, i) =>
        attempt(i, '/api/register', {email: `throttled-${i}@example.com`, password: 'race password 1'}),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const made = await t.db.kysely.selectFrom('users').select('id').where('email', 'like', 'throttled-%').execute();
    expect(made).toHaveLength(5);
  });

  test('wrong passwords for one email, spread over four processes, meet one limit', async () => {
    await makeUsers(t.db, 1, 'locked');
    const statuses = await Promise.all(
      Array.from({length: 60}, (_, i) =>
        attempt(i, '/api/login', {email: 'locked-0@example.com', password: `wrong password ${i}`}),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
  });
});
