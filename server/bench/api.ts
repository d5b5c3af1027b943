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

const {values} = parseArgs({options: {seconds: {type: 'string', default: '10'}, connections: {type: 'string', default: '50'}}});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'interlinear-bench-'));
const env = {
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  SITE_MANGA_OFFER_WINDOW: '2020-01-01T00:00:00Z/2100-01-01T00:00:00Z',
  ...(process.env.DATABASE_URL ? {DATABASE_URL: process.env.DATABASE_URL} : {}),
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
    autocannon({url: server.url, connections, duration: seconds, ...options, title}, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function report(result: Result): void {
  const ok = result['2xx'];
  console.log(
    `${result.title?.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   2xx ${ok}   other ${result.non2xx}   errors ${result.errors}`,
  );
}

console.log(`API bench: ${db.dialect} (${db.location}), one server process, ${connections} connections, ${seconds} s per case, Node ${process.version}, ${os.cpus().length} cores\n`);
const first = users[0]!;
report(await run('GET /api/me', {requests: [{method: 'GET', path: '/api/me', headers: {cookie: `${config.cookieName}=${first.token}`}}]}));

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
const claims = await db.kysely.selectFrom('offer_claims').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
console.log(`\n${claims.n} claims recorded for ${Math.min(next, users.length)} distinct users sent.`);

await server.stop();
await db.kysely.destroy();
rmSync(dataDir, {recursive: true, force: true});
