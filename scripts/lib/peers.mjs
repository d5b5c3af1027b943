/**
 * The peer sites the page-speed benchmark measures beside ours: a stock Docusaurus classic site
 * and a Starlight site, each holding the same two doc pages (fixtures in scripts/bench-web/peers/).
 * Builds them into bench-results/peers/<name>/ (again only when a fixture changed), gzips them as
 * our build is gzipped, and serves each with Debian's nginx under our gzip and caching rules, but
 * without our Content-Security-Policy or redirects.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {FOREGROUND, ensureNginx, prepare} from '../nginx.mjs';
import {precompress} from '../precompress.mjs';
import {waitForServer} from './lighthouse.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = path.join(ROOT, 'scripts/bench-web/peers');
const OUT = path.join(ROOT, 'bench-results/peers');
const RULES = path.join(ROOT, 'deploy/nginx/interlinear.conf');
/** What a peer's build writes into its own folder: not fixtures. */
const GENERATED = new Set(['node_modules', '.docusaurus', '.astro', 'dist', 'build']);

/** The `version` of an installed package, or undefined when it is not installed. */
function installedVersion(packageDir) {
  const file = path.join(packageDir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

const DOCUSAURUS_CORE = path.join(ROOT, 'node_modules/@docusaurus/core');
const STARLIGHT_MODULES = path.join(FIXTURES, 'starlight/node_modules');

/** The peers, with the addresses of the benchmarked pages; labels name the installed versions. */
export const PEERS = [
  {
    name: 'docusaurus',
    get label() {
      return `stock Docusaurus ${installedVersion(DOCUSAURUS_CORE) ?? '(not installed)'}`;
    },
    pages: {usage: '/docs/usage/', faq: '/docs/faq/'},
  },
  {
    name: 'starlight',
    get label() {
      const starlight = installedVersion(path.join(STARLIGHT_MODULES, '@astrojs/starlight'));
      const astro = installedVersion(path.join(STARLIGHT_MODULES, 'astro'));
      return `Starlight ${starlight ?? '(not installed)'} (Astro ${astro ?? '(not installed)'})`;
    },
    pages: {usage: '/usage/', faq: '/faq/'},
  },
];

/** The newest modification time (ms) among a fixture's own files. */
function newestFixture(dir) {
  let newest = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      if (GENERATED.has(entry.name)) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Runs a program to its end, its output kept and shown only when it fails. */
function run(command, args, {cwd, env = process.env}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? code}) in ${cwd}:\n${output}`),
        );
    });
  });
}

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** How each peer is installed (when needed) and built into `out`. */
const RECIPES = {
  docusaurus: {
    // Its packages are the repository's own (root node_modules): nothing to install.
    installed: () => mtime(path.join(DOCUSAURUS_CORE, 'package.json')),
    async install() {},
    build: (fixture, out) =>
      run(process.execPath, [path.join(DOCUSAURUS_CORE, 'bin/docusaurus.mjs'), 'build', fixture, '--out-dir', out], {
        cwd: fixture,
      }),
  },
  starlight: {
    // npm writes node_modules/.package-lock.json at the end of every install.
    installed: () => mtime(path.join(STARLIGHT_MODULES, '.package-lock.json')),
    async install(fixture, log) {
      if (mtime(path.join(STARLIGHT_MODULES, '.package-lock.json')) > mtime(path.join(fixture, 'package-lock.json')))
        return;
      const started = Date.now();
      // Without the npm_* variables of an `npm run` that started us, which would point npm at the root.
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
      await run('npm', ['ci', '--no-audit', '--no-fund'], {cwd: fixture, env});
      log(`Installed the starlight peer's packages (${seconds(started)}).`);
    },
    build: (fixture, out) =>
      run(process.execPath, [path.join(STARLIGHT_MODULES, 'astro/astro.js'), 'build', '--outDir', out], {
        cwd: fixture,
        env: {...process.env, ASTRO_TELEMETRY_DISABLED: '1'},
      }),
  },
};

/**
 * Installs, builds and gzips every peer, skipping a build whose output is newer than its fixture
 * and installed packages. Returns the peers with `dir`, the folder to serve.
 */
export async function buildPeers({log = console.log} = {}) {
  const built = [];
  for (const peer of PEERS) {
    const recipe = RECIPES[peer.name];
    const fixture = path.join(FIXTURES, peer.name);
    const dir = path.join(OUT, peer.name);
    // Written once the build is complete and gzipped; its time says how fresh the build is.
    const stamp = path.join(OUT, `${peer.name}.built`);
    await recipe.install(fixture, log);
    const inputs = Math.max(newestFixture(fixture), recipe.installed());
    if (existsSync(path.join(dir, 'index.html')) && mtime(stamp) > inputs) {
      log(`${peer.label}: build in ${path.relative(ROOT, dir)} is up to date.`);
    } else {
      rmSync(stamp, {force: true});
      rmSync(dir, {recursive: true, force: true});
      mkdirSync(OUT, {recursive: true});
      const started = Date.now();
      await recipe.build(fixture, dir);
      const buildTime = seconds(started);
      const {count, before, after} = await precompress(dir);
      log(
        `${peer.label}: built in ${buildTime} into ${path.relative(ROOT, dir)}; gzipped ${count} files, ${(before / 1e3).toFixed(0)} kB → ${(after / 1e3).toFixed(0)} kB.`,
      );
      writeFileSync(stamp, `${JSON.stringify({label: peer.label, at: new Date().toISOString()})}\n`);
    }
    built.push({...peer, dir});
  }
  return built;
}

/**
 * Our production rules that a peer shares, read from deploy/nginx/interlinear.conf so they cannot
 * drift: every line starting with `gzip` or `charset`, and the long cache of content-hashed assets
 * (its location pattern and Cache-Control value).
 */
function sharedRules() {
  const rules = readFileSync(RULES, 'utf8');
  const lines = rules.match(/^(?:gzip|charset)\w*\s[^\n]*;$/gm) ?? [];
  const hashed = /^location ~ "([^"]+)" \{\s*set \$cache_control "([^"]*immutable[^"]*)";/m.exec(rules);
  if (!lines.some((line) => line.startsWith('gzip_static')) || !hashed)
    throw new Error(`${RULES} no longer has the gzip lines or the hashed-assets location this file reads.`);
  return {lines, hashedPattern: hashed[1], immutable: hashed[2]};
}

/** The body of the nginx server block that serves a peer's build: our shared rules, no more. */
export function peerRules() {
  const {lines, hashedPattern, immutable} = sharedRules();
  const hashed = (pattern) => `location ~ "${pattern}" {
            set $cache_control "${immutable}";
            try_files $uri =404;
        }`;
  return `server_tokens off;
        absolute_redirect off;
${lines.map((line) => `        ${line}`).join('\n')}
        set $cache_control "no-cache";
        add_header Cache-Control $cache_control always;
        error_page 404 /404.html;
        # Content-hashed assets: Docusaurus's (our pattern) and Astro's (all of /_astro/).
        ${hashed(hashedPattern)}
        ${hashed('^/_astro/')}
        location ~ "/$" {
            try_files \${uri}index.html =404;
        }
        location / {
            try_files $uri $uri/index.html =404;
        }`;
}

/**
 * Serves a build (`dir`) with Debian's nginx at http://host:port from a private prefix, once `/`
 * answers: with `rules` as the server block (a peer's: `peerRules()`), or else with our site's
 * production rules. `stop()` ends nginx and removes the prefix.
 */
export async function serveWithNginx({dir, port, host = '127.0.0.1', rules}) {
  const nginx = ensureNginx();
  const {prefix, args} = prepare({dir, host, port: String(port), rules});
  const errors = path.join(prefix, 'error.log');
  const child = spawn(nginx, [...args, ...FOREGROUND], {stdio: 'inherit'});
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Should this process end without calling stop(), nginx ends with it and its prefix goes.
  const killOnExit = () => {
    child.kill('SIGQUIT');
    rmSync(prefix, {recursive: true, force: true});
  };
  process.once('exit', killOnExit);
  const origin = `http://${host}:${port}`;

  async function stop() {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(prefix, {recursive: true, force: true});
  }

  let starting = true;
  const died = exited.then((code) => {
    if (starting) {
      const log = existsSync(errors) ? readFileSync(errors, 'utf8').trim() : '';
      throw new Error(`nginx for ${dir} stopped (${code}) before answering at ${origin}: ${log}`);
    }
  });
  try {
    await Promise.race([waitForServer(`${origin}/`), died]);
  } catch (error) {
    starting = false;
    await stop();
    throw error;
  } finally {
    starting = false;
  }
  return {origin, stop};
}
