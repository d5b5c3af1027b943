/**
 * Starts a throw-away PostgreSQL (Debian's `postgresql` package, installed with apt when missing
 * and we are root) on a free local port for the test run, and stops it afterwards. Tests create
 * one database each. TEST_DATABASE_URL points the tests at an existing server instead.
 */
import {spawnSync} from 'node:child_process';
import {chownSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {ensureDebianProgram} from '@interlinear/shared/node/debian';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

function pgBin(): string {
  ensureDebianProgram({
    path: '/usr/lib/postgresql',
    pkg: 'postgresql',
    name: 'PostgreSQL',
    variable: 'TEST_DATABASE_URL',
  });
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('No initdb under /usr/lib/postgresql/*/bin: reinstall Debian’s postgresql package');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('postgresUrl', external);
    return;
  }
  const bin = pgBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'interlinear-pg-'));
  // PostgreSQL refuses to run as root: as root, its files belong to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const {uid, gid} = lookupPostgres();
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : `${bin}/${program}`;
    const argv = asRoot ? ['-u', 'postgres', '--', `${bin}/${program}`, ...args] : args;
    const result = spawnSync(command, argv, {encoding: 'utf8'});
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`,
    'start',
  ]);
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
    rmSync(dir, {recursive: true, force: true});
  };
}

function lookupPostgres(): {uid: number; gid: number} {
  const out = spawnSync('id', ['-u', 'postgres'], {encoding: 'utf8'});
  const group = spawnSync('id', ['-g', 'postgres'], {encoding: 'utf8'});
  if (out.status !== 0) throw new Error('Running as root, but there is no postgres user to run PostgreSQL as');
  return {uid: Number(out.stdout.trim()), gid: Number(group.stdout.trim())};
}
