/**
 * Starts the API: opens the database, runs its migrations, listens. With `--site <dir>` it also
 * serves the built site from the same address, so pages and `/api/…` share one origin (and the
 * login cookie) with no proxy in front.
 * Usage: tsx server/src/main.ts [--site build] (settings from the environment; see server/README.md)
 */
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {existsSync} from 'node:fs';
import type {FastifyServerFactory} from 'fastify';
import {SERVER_TIMEOUTS, staticHandler} from '@interlinear/shared/node/static-site';
import {buildApp} from './app.ts';
import {readConfig} from './config.ts';
import {openDb} from './db/connect.ts';
import {migrate} from './db/migrations.ts';

const {values} = parseArgs({options: {site: {type: 'string'}}});
const config = readConfig();
// The logger exists by the time an idle connection can fail (after the first query).
const db = openDb(config, (error) => app.log.error({err: error}, 'database connection lost while idle'));

let site: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | undefined;
if (values.site) {
  const root = path.resolve(values.site);
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No built site in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  // Every refused address is logged once, made printable; `app` exists by the time a request comes.
  site = staticHandler(root, {onRefused: (entry) => app.log.warn(entry, 'request refused')});
}
// Node's own timeouts are shortened so slow senders cannot hold sockets; with --site, whatever is
// not under /api/ is a page of the build.
const serverFactory: FastifyServerFactory = (handler) => {
  const server = http.createServer((req, res) =>
    site && !(req.url?.startsWith('/api/') || req.url === '/api') ? site(req, res) : handler(req, res),
  );
  return Object.assign(server, SERVER_TIMEOUTS);
};

const app = buildApp({config, db, serverFactory});
const ran = await migrate(db.kysely);
app.log.info({database: db.dialect, location: db.location, migrations: ran}, 'database ready');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({signal}, 'shutting down');
    void app
      .close()
      .then(() => db.kysely.destroy())
      .then(() => process.exit(0));
  });
}

await app.listen({host: config.host, port: config.port});
