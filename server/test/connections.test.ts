import {afterAll, beforeAll, expect, test} from 'vitest';
import {sql} from 'kysely';
import pg from 'pg';
import {openDb, type Db} from '../src/db/connect.ts';
import {freshDb, type TestDb} from './helpers.ts';

let t: TestDb;
let db: Db;
const lost: Error[] = [];

beforeAll(async () => {
  t = await freshDb('postgres');
  db = openDb(t.config, (error) => lost.push(error));
});
afterAll(async () => {
  await db.kysely.destroy();
  await t.close();
});

test('an idle PostgreSQL connection ended by the server is reported, and the next query still works', async () => {
  // Two connections in the pool, both idle once the queries end.
  await Promise.all([sql`select pg_sleep(0.05)`.execute(db.kysely), sql`select pg_sleep(0.05)`.execute(db.kysely)]);
  const admin = new pg.Client({connectionString: t.env.DATABASE_URL});
  await admin.connect();
  const ended = await admin.query(
    `select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  await admin.end();
  expect(ended.rows.length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => lost.length, {timeout: 5000}).toBeGreaterThanOrEqual(2);
  expect(lost[0]?.message).toMatch(/terminat/i);
  const {rows} = await sql<{n: number}>`select 1 + 1 as n`.execute(db.kysely);
  expect(rows[0]?.n).toBe(2);
});
