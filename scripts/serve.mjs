#!/usr/bin/env node
/**
 * Serves the production build as a static host would: trailing-slash redirects, `.html` and
 * `/index.html` forms redirected to the clean address, and each locale's own not-found page with
 * status 404. Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {SERVER_TIMEOUTS, clientErrorHandler, staticHandler} from '@interlinear/shared/node/static-site';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});

const root = path.resolve(values.dir);
if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

// One line per refused request, with the address made printable (never the raw bytes).
const report = (entry) =>
  console.warn(`refused ${entry.status}: ${entry.reason}${entry.target ? ` ${entry.target}` : ''}`);
const server = http.createServer(staticHandler(root, {onRefused: report}));
Object.assign(server, SERVER_TIMEOUTS);
server.on('clientError', clientErrorHandler(report));

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}/`);
});
