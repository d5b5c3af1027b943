import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {makeUsers, postJson, startServer} from './processes.ts';
import {BACKENDS, freshDb, type TestDb} from './helpers.ts';

const USERS = 300;
const CONCURRENCY = 30;

describe.each(BACKENDS)('a server killed in the middle of a burst of claims, on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(backend, {LOG_LEVEL: 'error'});
  });
  afterAll(async () => t.close());

  test('loses no acknowledged claim and doubles none', async () => {
    const users = await makeUsers(t.db, USERS, 'burst');
    const server = await startServer(t.env);
    const acknowledged = new Set<string>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < users.length) {
        const user = users[next++]!;
        const answer = await postJson(`${server.url}/api/offers/manga/claim`, {}, user.token);
        if (answer?.status === 200) acknowledged.add(user.id);
        // Kill the process once a third of the burst is through, with the rest in flight.
        if (!killed && acknowledged.size >= USERS / 3) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({length: CONCURRENCY}, worker));
    await server.stop();
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeLessThan(USERS);

    // Every acknowledged claim is there, and every claim that is there granted its Pro days (no half-written claim).
    const claims = await t.db.kysely
      .selectFrom('offer_claims')
      .innerJoin('users', 'users.id', 'offer_claims.user_id')
      .select(['user_id', 'offer_claims.expires_at', 'users.pro_expires_at'])
      .execute();
    const claimed = new Set(claims.map((c) => c.user_id));
    for (const id of acknowledged) expect(claimed.has(id)).toBe(true);
    for (const claim of claims) expect(claim.pro_expires_at).toBe(claim.expires_at);
    const proWithoutClaim = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('pro_expires_at', 'is not', null)
      .execute();
    expect(proWithoutClaim.length).toBe(claims.length);

    // Started again, the server refuses the users who have a claim and serves the others: one claim each in the end.
    const again = await startServer(t.env);
    const answers = await Promise.all(users.map((u) => postJson(`${again.url}/api/offers/manga/claim`, {}, u.token)));
    await again.stop();
    answers.forEach((answer, i) => {
      const had = claimed.has(users[i]!.id);
      expect(answer?.status, users[i]!.id).toBe(had ? 409 : 200);
    });
    const total = await t.db.kysely
      .selectFrom('offer_claims')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(USERS);
  });
});
