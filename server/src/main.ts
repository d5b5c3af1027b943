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
import {staticHandler} from '../../scripts/static-site.mjs';
import {buildApp} from './app.ts';
import {readConfig} from './config.ts';
import {openDb} from './db/connect.ts';
import {migrate} from './db/migrations.ts';

const {values} = parseArgs({options: {site: {type: 'string'}}});
const config = readConfig();
const db = openDb(config);

let serverFactory: FastifyServerFactory | undefined;
if (values.site) {
  const root = path.resolve(values.site);
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No built site in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  const site = staticHandler(root);
  serverFactory = (handler) => http.createServer((req, res) => (req.url?.startsWith('/api/') || req.url === '/api' ? handler(req, res) : site(req, res)));
}

const app = buildApp({config, db, serverFactory});
const ran = await migrate(db.kysely);
app.log.info({database: db.dialect, location: db.location, migrations: ran}, 'database ready');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({signal}, 'shutting down');
    void app.close().then(() => db.kysely.destroy()).then(() => process.exit(0));
  });
}

await app.listen({host: config.host, port: config.port});
