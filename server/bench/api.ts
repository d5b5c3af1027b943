/**
 * Load on a real server process over HTTP: requests per second and latency percentiles for `me`
 * (a session lookup and a user read) and for claiming the comic offer (a write transaction), on
 * SQLite by default or on PostgreSQL with DATABASE_URL. Prints its figures; asserts nothing.
 * Usage: npm run bench:api [-- --seconds 10 --connections 50]
 */
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {readConfig} from '../src/config.ts';
import {openDb} from '../src/db/connect.ts';
import {migrate} from '../src/db/migrations.ts';
import {makeUsers, startServer} from '../test/processes.ts';

const {values} = parseArgs({
  options: {seconds: {type: 'string', default: '10'}, connections: {type: 'string', default: '50'}},
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'interlinear-bench-'));
const env = {
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  // The flood below plays many clients by X-Forwarded-For, which the server believes from here.
  TRUST_PROXY: '127.0.0.1',
  SITE_MANGA_OFFER_WINDOW: '2020-01-01T00:00:00Z/2100-01-01T00:00:00Z',
  ...(process.env.DATABASE_URL ? {DATABASE_URL: process.env.DATABASE_URL} : {}),
  // The hashing gate's settings pass through, to compare figures with other values.
  ...Object.fromEntries(
    ['PASSWORD_HASH_CONCURRENCY', 'PASSWORD_HASH_QUEUE'].flatMap((name) =>
      process.env[name] ? [[name, process.env[name]!]] : [],
    ),
  ),
};
const config = readConfig(env);
const db = openDb(config);
await migrate(db.kysely);
// Enough fresh users that every claim in the run is a first claim, i.e. a real write.
const users = await makeUsers(db, 50_000, `bench-${Date.now()}`);
const server = await startServer(env);

type Result = autocannon.Result;

function run(title: string, options: Partial<autocannon.Options>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({url: server.url, connections, duration: seconds, ...options, title}, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function report(result: Result): void {
  const ok = result['2xx'];
  console.log(
    `${result.title?.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   2xx ${ok}   other ${result.non2xx}   errors ${result.errors}`,
  );
}

console.log(
  `API bench: ${db.dialect} (${db.location}), one server process, ${connections} connections, ${seconds} s per case, Node ${process.version}, ${os.cpus().length} cores\n`,
);
const first = users[0]!;
report(
  await run('GET /api/me', {
    requests: [{method: 'GET', path: '/api/me', headers: {cookie: `${config.cookieName}=${first.token}`}}],
  }),
);

let next = 0;
report(
  await run('POST /api/offers/manga/claim', {
    method: 'POST',
    requests: [
      {
        method: 'POST',
        path: '/api/offers/manga/claim',
        headers: {'content-type': 'application/json'},
        body: '{}',
        setupRequest: (request) => {
          const user = users[next++ % users.length]!;
          return {...request, headers: {...request.headers, cookie: `${config.cookieName}=${user.token}`}};
        },
      },
    ],
  }),
);
/**
 * `me` while 50 connections flood logins with wrong passwords. "spread" is the worst case: every
 * attempt from another address for another email, so no throttle applies and each one costs a
 * password hash (the hashing gate is what keeps `me` fast). "one address" is a single client:
 * its attempts are throttled and cost a database write each.
 */
async function meDuringFlood(title: string, spread: boolean): Promise<void> {
  let n = 0;
  const flood = run(`flood: ${title}`, {
    connections: 50,
    requests: [
      {
        method: 'POST',
        path: '/api/login',
        headers: {'content-type': 'application/json'},
        setupRequest: (request) => {
          n += 1;
          const address = spread ? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` : '10.255.255.1';
          const email = spread ? `nobody-${n}@example.com` : 'nobody@example.com';
          return {
            ...request,
            headers: {...request.headers, 'x-forwarded-for': address},
            body: JSON.stringify({email, password: `wrong password ${n}`}),
          };
        },
      },
    ],
  });
  // Let the flood reach its pace before measuring.
  await new Promise((r) => setTimeout(r, 1000));
  const me = run(`GET /api/me during flood: ${title}`, {
    connections: 10,
    duration: seconds - 2,
    requests: [{method: 'GET', path: '/api/me', headers: {cookie: `${config.cookieName}=${first.token}`}}],
  });
  const [floodResult, meResult] = await Promise.all([flood, me]);
  report(meResult);
  const statuses = floodResult.statusCodeStats as unknown as Record<string, {count: number}>;
  report(floodResult);
  console.log(
    `${''.padEnd(28)} login answers: ${Object.entries(statuses)
      .map(([code, {count}]) => `${code} × ${count}`)
      .join(', ')}`,
  );
}

console.log('');
await meDuringFlood('spread', true);
await meDuringFlood('one address', false);

const claims = await db.kysely
  .selectFrom('offer_claims')
  .select((eb) => eb.fn.countAll().as('n'))
  .executeTakeFirstOrThrow();
console.log(`\n${claims.n} claims recorded for ${Math.min(next, users.length)} distinct users sent.`);

await server.stop();
await db.kysely.destroy();
rmSync(dataDir, {recursive: true, force: true});
