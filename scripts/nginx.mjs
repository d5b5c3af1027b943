#!/usr/bin/env node
/**
 * Serves a build with Debian's nginx and the production rules of deploy/nginx/interlinear.conf,
 * in the foreground, from a private prefix (its own logs and temp folders; nothing under /etc or
 * /var is touched). Installs the `nginx` package with apt when it is missing and we are root.
 * Usage: node scripts/nginx.mjs [--dir build] [--port 4180] [--host 127.0.0.1] [--api 127.0.0.1:3000]
 */
import {spawn, spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {ensureDebianProgram} from '@interlinear/shared/node/debian';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const RULES = fileURLToPath(new URL('../deploy/nginx/interlinear.conf', import.meta.url));

export function ensureNginx() {
  return ensureDebianProgram({path: NGINX, pkg: 'nginx', name: 'nginx', variable: 'NGINX_PATH'});
}

/**
 * The main configuration: one server on host:port over root, with the site's rules (or with
 * `rules`, the body of another server block: the benchmark's peer sites).
 */
export function mainConfig({prefix, root, host, port, api = '127.0.0.1:3000', rules = `include ${RULES};`}) {
  const user = typeof process.getuid === 'function' && process.getuid() === 0 ? 'user root root;\n' : '';
  return `${user}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    upstream interlinear_api { server ${api}; keepalive 8; }
    server {
        listen ${host}:${port};
        root ${root};
        ${rules}
    }
}
`;
}

/** Keeps nginx attached to the process that started it, so stopping that process stops nginx. */
export const FOREGROUND = ['-g', 'daemon off;'];

/** Writes a private prefix for one server and returns nginx's arguments for it. */
export function prepare({dir, host, port, api, rules}) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  chmodSync(prefix, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, sub));
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, mainConfig({prefix, root: path.resolve(dir), host, port, api, rules}));
  return {prefix, args: ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log')]};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: '4180'},
      host: {type: 'string', default: '127.0.0.1'},
      // Where /api/ is proxied: the accounts server's host:port.
      api: {type: 'string', default: '127.0.0.1:3000'},
    },
  });
  if (!existsSync(path.join(values.dir, 'index.html'))) {
    console.error(`No build in ${path.resolve(values.dir)}: run "npm run build" first.`);
    process.exit(1);
  }
  const nginx = ensureNginx();
  const {prefix, args} = prepare({dir: values.dir, host: values.host, port: values.port, api: values.api});
  const test = spawnSync(nginx, [...args, '-t', '-q'], {stdio: 'inherit'});
  if (test.status !== 0) process.exit(test.status ?? 1);
  console.log(`nginx serving ${path.resolve(values.dir)} at http://${values.host}:${values.port}/ (prefix ${prefix})`);
  const child = spawn(nginx, [...args, ...FOREGROUND], {stdio: 'inherit'});
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}
