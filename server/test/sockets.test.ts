/**
 * The running processes under raw TCP: the API server serving a build (`--site`, as `npm run
 * site` runs it) and `scripts/serve.mjs`. Each gets generated requests written straight to
 * sockets: odd and hostile paths, invalid UTF-8, huge and repeated headers, bodies whose length
 * is wrong, slow senders. Afterwards the process must still be running and answering, nothing
 * outside the build folder may have been sent, and every refusal is logged once, in printable
 * ASCII.
 */
import {spawn} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {freePort, startServer, waitForProcess, type ServerProcess} from './processes.ts';
import {BACKENDS, freshDb, type TestDb} from './helpers.ts';

const REQUESTS = Number(process.env.SOCKET_FUZZ_REQUESTS ?? 10_000);
const PARALLEL = 48;
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Site {
  readonly dir: string;
  readonly root: string;
  /** Text of files outside the build folder: none of it may ever be sent. */
  readonly secrets: readonly string[];
}

/** A small build folder, with siblings named like it and symlinks that lead out of it. */
function fakeSite(): Site {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'interlinear-socket-'));
  const root = path.join(dir, 'site');
  const secrets = [
    `SIBLING-${randomBytes(8).toString('hex')}`,
    `ENV-${randomBytes(8).toString('hex')}`,
    `OUTSIDE-${randomBytes(8).toString('hex')}`,
  ];
  const files: Record<string, string> = {
    'site/index.html': '<!doctype html><title>home</title>home page',
    'site/404.html': '<!doctype html><title>404</title>not found',
    'site/hi/index.html': '<!doctype html><title>hi</title>hi home',
    'site/hi/404.html': '<!doctype html><title>hi 404</title>hi not found',
    'site/docs/usage/index.html': '<!doctype html><title>usage</title>usage',
    'site/assets/js/main.0123abcd.js': 'console.log(1)',
    'site-private/secret.txt': secrets[0]!,
    'site.env': secrets[1]!,
    'outside.txt': secrets[2]!,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), text);
  }
  symlinkSync(path.join(dir, 'site-private'), path.join(root, 'leak'));
  symlinkSync(path.join(dir, 'site.env'), path.join(root, 'leak.env'));
  symlinkSync(path.join(dir, 'outside.txt'), path.join(root, 'docs', 'outside.txt'));
  return {dir, root, secrets};
}

// The findings of the attack this suite guards against, and the forms around them.
const ATTACKS = [
  '//',
  '///',
  '/a%0d%0a/index.html',
  '/%0d%0aSet-Cookie:%20a=b/index.html',
  '/%00/index.html',
  '/%2fevil.example/index.html',
  '/%5cevil.example/index.html',
  '/%09/evil.example/index.html',
  '/.//evil.example/index.html',
  '//evil.example/index.html',
  '/..%2fsite-private/secret.txt',
  '/..%2fsite.env',
  '/../site.env',
  '/../outside.txt',
  '/%2e%2e/site.env',
  '/leak/secret.txt',
  '/leak.env',
  '/docs/outside.txt',
  '/docs/../../outside.txt',
  '/%c0%ae%c0%ae/site.env',
  '/%ff/',
  '/%',
  '/api/../site.env',
  '/api/%2e%2e/%2e%2e/site.env',
];

const PAGES = [
  '/',
  '/hi/',
  '/docs/usage/',
  '/docs/usage',
  '/docs/usage/index.html',
  '/hi/missing',
  '/assets/js/main.0123abcd.js',
  '/api/health',
  '/api/me',
  '/api/packages',
];

const latin1 = (s: string) => Buffer.from(s, 'latin1');
const bytes = (max: number) => fc.uint8Array({maxLength: max}).map((a) => Buffer.from(a).toString('latin1'));
const encoded = fc.integer({min: 0, max: 255}).map((b) => `%${b.toString(16).padStart(2, '0')}`);
const segment = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    '%2e%2e',
    'docs',
    'hi',
    'usage',
    'index.html',
    'leak',
    'api',
    'me',
    '\\',
    '%5c',
    '%2f',
  ),
  encoded,
  fc.webSegment(),
  bytes(6),
);
const target = fc.oneof(
  {weight: 3, arbitrary: fc.constantFrom(...ATTACKS)},
  {weight: 2, arbitrary: fc.constantFrom(...PAGES)},
  {weight: 4, arbitrary: fc.array(segment, {maxLength: 8}).map((s) => `/${s.join('/')}`)},
  {weight: 1, arbitrary: fc.array(segment, {maxLength: 4}).map((s) => `/api/${s.join('/')}`)},
  {weight: 1, arbitrary: bytes(60)},
  {
    weight: 1,
    arbitrary: fc
      .string({unit: 'binary', maxLength: 60})
      .map((s) => `/${encodeURI(s.replace(/[\ud800-\udfff]/g, ''))}`),
  },
);
const method = fc.oneof(
  {weight: 8, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST')},
  {
    weight: 1,
    arbitrary: fc.constantFrom('PUT', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PRI', 'get', 'G\u0000T', 'GÉT', ''),
  },
  {weight: 1, arbitrary: bytes(8)},
);
const version = fc.oneof(
  {weight: 8, arbitrary: fc.constant('HTTP/1.1')},
  {weight: 1, arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1 extra', '')},
  {weight: 1, arbitrary: bytes(10)},
);
const headerLine = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        'Accept',
        'Cookie',
        'Origin',
        'Content-Type',
        'X-Forwarded-For',
        'Range',
        'If-None-Match',
        'Accept-Encoding',
        'Expect',
      ),
      bytes(40),
    )
    .map(([n, v]) => `${n}: ${v}`),
  fc.tuple(bytes(12), bytes(30)).map(([n, v]) => `${n}: ${v}`),
  bytes(30),
);

interface Request {
  readonly bytes: Buffer;
  /** Written in small pieces with pauses, as a slow sender would. */
  readonly slow: boolean;
}

const printableText = (max: number) => fc.string({maxLength: max}).filter((v) => /^[\x20-\x7e]*$/.test(v));
const knownHeader = fc
  .tuple(
    fc.constantFrom(
      'Accept',
      'Cookie',
      'Origin',
      'Content-Type',
      'X-Forwarded-For',
      'Range',
      'If-None-Match',
      'Accept-Encoding',
      'Referer',
    ),
    printableText(40),
  )
  .map(([n, v]) => `${n}: ${v}`);
const pathTarget = fc.oneof(
  {weight: 3, arbitrary: fc.constantFrom(...ATTACKS)},
  {weight: 2, arbitrary: fc.constantFrom(...PAGES)},
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.constantFrom(
            '',
            '.',
            '..',
            '%2e%2e',
            'docs',
            'hi',
            'usage',
            'index.html',
            'usage.html',
            'leak',
            'api',
            'me',
            '%5c',
            '%2f',
          ),
          encoded,
          fc.webSegment(),
        ),
        {maxLength: 8},
      )
      .map((s) => `/${s.join('/')}`),
  },
);

const body = fc.oneof(
  {weight: 4, arbitrary: fc.constant({headers: [] as string[], bytes: ''})},
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '{}',
        '{"email":"a@b.example","password":"password1"}',
        '{"packageId":"chars-2m"}',
        '{"code":"AAAA-BBBB-CCCC-DDDD"}',
      )
      .map((b) => ({headers: ['Content-Type: application/json', `Content-Length: ${b.length}`], bytes: b})),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(bytes(80), fc.integer({min: -40, max: 40}))
      .map(([b, skew]) => ({headers: [`Content-Length: ${Math.max(0, b.length + skew)}`], bytes: b})),
  },
  {
    weight: 1,
    arbitrary: bytes(60).map((b) => ({
      headers: ['Transfer-Encoding: chunked'],
      bytes: `${b.length.toString(16)}\r\n${b}\r\nzz\r\n`,
    })),
  },
  {
    weight: 1,
    arbitrary: bytes(30).map((b) => ({
      headers: ['Transfer-Encoding: chunked', `Content-Length: ${b.length}`],
      bytes: b,
    })),
  },
  {weight: 1, arbitrary: bytes(30).map((b) => ({headers: ['Content-Length: 5', 'Content-Length: 50'], bytes: b}))},
);

// Half the requests are well-formed HTTP with hostile addresses and bodies, so they reach the
// handlers; the other half are hostile at every level, so they test the parser's edge.
const wellFormed = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST'),
  target: pathTarget,
  version: fc.constant('HTTP/1.1'),
  host: fc.constant('Host: 127.0.0.1'),
  headers: fc.array(knownHeader, {maxLength: 3}),
  body,
});
const hostileRequest = fc.record({
  method,
  target,
  version,
  host: fc.oneof(
    fc.constant('Host: 127.0.0.1'),
    fc.constant(''),
    bytes(20).map((h) => `Host: ${h}`),
  ),
  headers: fc.array(headerLine, {maxLength: 4}),
  body,
});

const request: fc.Arbitrary<Request> = fc
  .record({
    base: fc.oneof(wellFormed, hostileRequest),
    repeated: fc.oneof({weight: 9, arbitrary: fc.constant(0)}, {weight: 1, arbitrary: fc.integer({min: 50, max: 400})}),
    huge: fc.oneof(
      {weight: 19, arbitrary: fc.constant(0)},
      {weight: 1, arbitrary: fc.integer({min: 8_000, max: 70_000})},
    ),
    slow: fc.oneof({weight: 24, arbitrary: fc.constant(false)}, {weight: 1, arbitrary: fc.constant(true)}),
    pipelined: fc.oneof({weight: 9, arbitrary: fc.constant(false)}, {weight: 1, arbitrary: fc.constant(true)}),
  })
  .map(({base: r, ...more}) => {
    const lines = [
      `${r.method} ${r.target} ${r.version}`,
      ...(r.host ? [r.host] : []),
      ...r.headers,
      ...r.body.headers,
    ];
    if (more.repeated) lines.push(...Array.from({length: more.repeated}, (_, i) => `Cookie: c${i}=${i}`));
    if (more.huge) lines.push(`X-Huge: ${'a'.repeat(more.huge)}`);
    let text = `${lines.join('\r\n')}\r\n\r\n${r.body.bytes}`;
    if (more.pipelined) text += `GET ${r.target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    return {bytes: latin1(text), slow: more.slow};
  });

/** Writes one request on a fresh socket and reads until the server closes it (or gives up after a while). */
function exchange(port: number, req: Request): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks));
    };
    const timer = setTimeout(done, 5_000);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.on('connect', async () => {
      if (!req.slow) {
        socket.end(req.bytes);
        return;
      }
      for (let i = 0; i < req.bytes.length && !socket.destroyed; i += 7) {
        socket.write(req.bytes.subarray(i, i + 7));
        await new Promise((r) => setTimeout(r, 3));
      }
      if (!socket.destroyed) socket.end();
    });
  });
}

interface Outcome {
  readonly statuses: Map<string, number>;
  readonly leaks: string[];
}

async function flood(port: number, site: Site, count: number): Promise<Outcome> {
  const requests = fc.sample(request, {numRuns: count, seed: Number(process.env.FUZZ_SEED ?? 20261123)});
  const statuses = new Map<string, number>();
  const leaks: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const req = requests[next++]!;
      const answer = (await exchange(port, req)).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 'none';
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      for (const secret of site.secrets)
        if (answer.includes(secret))
          leaks.push(`${JSON.stringify(req.bytes.toString('latin1').slice(0, 120))} sent ${secret}`);
    }
  };
  await Promise.all(Array.from({length: PARALLEL}, worker));
  return {statuses, leaks};
}

/** Sends requests one after another, each on its own socket. */
async function serially(port: number, raw: readonly string[]): Promise<string[]> {
  const answers: string[] = [];
  for (const text of raw) answers.push((await exchange(port, {bytes: latin1(text), slow: false})).toString('latin1'));
  return answers;
}

const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

/** The checks every process must pass, whatever serves the build. */
function survives(
  name: string,
  start: (site: Site) => Promise<{server: ServerProcess; port: number; refusalLines: (log: string) => string[]}>,
  api: boolean,
) {
  describe(name, () => {
    let site: Site;
    let server: ServerProcess;
    let port: number;
    let refusalLines: (log: string) => string[];

    beforeAll(async () => {
      site = fakeSite();
      ({server, port, refusalLines} = await start(site));
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(site.dir, {recursive: true, force: true});
    });

    test('the findings: no crash, no header injection, no open redirect, nothing beside the build', async () => {
      const answers = await serially(
        port,
        [
          '//',
          '/a%0d%0a/index.html',
          '/%00/index.html',
          '/%2fevil.example/index.html',
          '/%5cevil.example/index.html',
          '/%09/evil.example/index.html',
          '/.//evil.example/index.html',
          '/..%2fsite-private/secret.txt',
          '/..%2fsite.env',
        ].map(get),
      );
      expect(server.child.exitCode).toBeNull();
      expect(answers[0]).toMatch(/^HTTP\/1\.1 301 [^\r]*\r\n(?:[^\r]+\r\n)*Location: \/\r\n/i);
      for (const answer of answers.slice(1)) {
        expect(answer).toMatch(/^HTTP\/1\.1 400 /);
        expect(answer).not.toMatch(/\r\nLocation:/i);
        expect(answer).not.toMatch(/\r\nSet-Cookie: a=/i);
      }
      for (const secret of site.secrets) expect(answers.join('')).not.toContain(secret);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    });

    test(`${REQUESTS} generated requests over raw sockets: the process answers on, and never sends a file from outside the build`, async () => {
      const {statuses, leaks} = await flood(port, site, REQUESTS);
      expect(leaks).toEqual([]);
      expect(server.child.exitCode, server.output().slice(-2000)).toBeNull();
      // Refusals happened, and so did real pages: the input reached every part of the handler.
      for (const status of ['200', '301', '400', '404'])
        expect(statuses.get(status) ?? 0, `answers by status: ${JSON.stringify([...statuses])}`).toBeGreaterThan(0);
      expect(statuses.get('500') ?? 0).toBe(0);
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('home page');
      if (api) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    });

    test('each refused request is logged once, and no log line carries raw bytes', async () => {
      // Lines of these probes only: a connection the flood above left half-open may still be timed
      // out (408) while they run, and the earlier tests' lines must have arrived before counting.
      const ours = (log: string) => refusalLines(log).filter((line) => !/refused 408:|"status":408\b/.test(line));
      const quiet = async () => {
        let count = -1;
        for (let stable = 0; stable < 5;) {
          await new Promise((r) => setTimeout(r, 100));
          const now = ours(server.output()).length;
          stable = now === count ? stable + 1 : 0;
          count = now;
        }
        return count;
      };
      const before = await quiet();
      const probes = Array.from({length: 12}, (_, i) => get(`/%00/probe-${i}-end`));
      const parserRefusals = Array.from(
        {length: 8},
        (_, i) => `GET /probe-parser-${i} HTTP/1.1\r\nHost: 127.0.0.1\r\nBad\u0001Header: x\r\n\r\n`,
      );
      const answers = await serially(port, [...probes, ...parserRefusals]);
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      // Log lines may arrive a moment after the answers.
      expect((await quiet()) - before).toBe(probes.length + parserRefusals.length);
      const log = server.output();
      const lines = ours(log);
      for (let i = 0; i < probes.length; i++) expect(lines.filter((l) => l.includes(`probe-${i}-end`))).toHaveLength(1);
      for (const line of log.split('\n')) expect(line).toMatch(/^[\x20-\x7e]*$/);
    });
  });
}

describe.each(BACKENDS)('the API server serving a build (npm run site), on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb(backend, {LOG_LEVEL: 'info'});
  });
  afterAll(async () => t?.close());

  survives(
    'under raw TCP',
    async (site) => {
      const server = await startServer(t.env, ['--site', site.root]);
      return {
        server,
        port: Number(new URL(server.url).port),
        refusalLines: (log) => log.split('\n').filter((l) => l.includes('"msg":"request refused"')),
      };
    },
    true,
  );
});

survives(
  'scripts/serve.mjs under raw TCP',
  async (site) => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [path.join(REPO, 'scripts/serve.mjs'), '--dir', site.root, '--port', String(port)],
      {stdio: ['ignore', 'pipe', 'pipe']},
    );
    const server = await waitForProcess(child, `http://127.0.0.1:${port}`, '/');
    return {server, port, refusalLines: (log) => log.split('\n').filter((l) => l.startsWith('refused '))};
  },
  false,
);
