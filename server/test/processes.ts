/** Real server processes for the race and durability tests, and users made straight in the database. */
import {spawn, type ChildProcess} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {newSession} from '../src/accounts.ts';
import {hashPassword} from '../src/passwords.ts';
import type {Db} from '../src/db/connect.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote so far, standard output and error together. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Runs `src/<script>` in its own Node process with the given environment. */
export function runScript(script: string, args: readonly string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_DIR, 'src', script), ...args], {
    cwd: SERVER_DIR,
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The API server (`src/main.ts`, with `args` such as `--site <dir>`), once `/api/health` answers. */
export async function startServer(env: Record<string, string>, args: readonly string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  return waitForProcess(
    runScript('main.ts', args, {...env, PORT: String(port)}),
    `http://127.0.0.1:${port}`,
    '/api/health',
  );
}

/** Any server process, once `readyPath` answers 200. */
export async function waitForProcess(child: ChildProcess, url: string, readyPath: string): Promise<ServerProcess> {
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d));
  child.stderr?.on('data', (d: Buffer) => (log += d));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${log}`);
    const ok = await fetch(`${url}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The server did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Output and exit code of one admin-tool run. */
export function admin(args: readonly string[], env: Record<string, string>): Promise<{code: number; out: string}> {
  const child = runScript('admin.ts', args, env);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d));
  child.stderr?.on('data', (d: Buffer) => (out += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({code: code ?? 1, out})));
}

let sharedHash: Promise<string> | null = null;

/** Users with an open session each, written directly (one password hash for all, to save time). */
export async function makeUsers(db: Db, count: number, prefix: string): Promise<{id: string; token: string}[]> {
  sharedHash ??= hashPassword('race password 1');
  const hash = await sharedHash;
  const now = new Date().toISOString();
  const users = Array.from({length: count}, (_, i) => ({
    id: randomUUID(),
    email: `${prefix}-${i}@example.com`,
    password_hash: hash,
    created_at: now,
    pro_expires_at: null,
    email_verified_at: now,
  }));
  const sessions = users.map((user) => ({id: user.id, ...newSession(user.id, 1)}));
  for (let i = 0; i < users.length; i += 500) {
    await db.kysely
      .insertInto('users')
      .values(users.slice(i, i + 500))
      .execute();
    await db.kysely
      .insertInto('sessions')
      .values(sessions.slice(i, i + 500).map((s) => s.row))
      .execute();
  }
  return sessions.map(({id, token}) => ({id, token}));
}

/** POSTs JSON with the login cookie; answers the status and body, or null when the connection failed. */
export async function postJson(
  url: string,
  body: unknown,
  token: string,
): Promise<{status: number; body: {code?: string; expiresAt?: string}} | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json', cookie: `token=${token}`},
      body: JSON.stringify(body),
    });
    return {status: res.status, body: (await res.json()) as {code?: string}};
  } catch {
    return null;
  }
}
