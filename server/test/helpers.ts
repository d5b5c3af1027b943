/** One fresh database per test file, on SQLite or on the PostgreSQL the global setup started. */
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {randomBytes} from 'node:crypto';
import pg from 'pg';
import {inject} from 'vitest';
import {readConfig, type ServerConfig} from '../src/config.ts';
import {openDb, type Db} from '../src/db/connect.ts';
import {migrate} from '../src/db/migrations.ts';

export const BACKENDS = ['sqlite', 'postgres'] as const;
export type Backend = (typeof BACKENDS)[number];

export interface TestDb {
  readonly db: Db;
  readonly config: ServerConfig;
  /** The environment that points a server process or the admin tool at this database. */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/** An offer window around now, so tests do not depend on today's date. */
export const OPEN_WINDOW = `${new Date(Date.now() - 86_400_000).toISOString()}/${new Date(Date.now() + 30 * 86_400_000).toISOString()}`;

export async function freshDb(backend: Backend, extraEnv: Record<string, string> = {}): Promise<TestDb> {
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (backend === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'interlinear-sqlite-'));
    env = {DATA_DIR: dir};
    drop = async () => rmSync(dir, {recursive: true, force: true});
  } else {
    const admin = inject('postgresUrl');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({connectionString: admin});
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    // Account emails are written under the data folder: a throw-away one for this database too.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'interlinear-pg-data-'));
    env = {DATABASE_URL: url.toString(), DATA_DIR: dir};
    drop = async () => {
      rmSync(dir, {recursive: true, force: true});
      const c = new pg.Client({connectionString: admin});
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  env = {...env, NODE_ENV: 'development', LOG_LEVEL: 'warn', SITE_MANGA_OFFER_WINDOW: OPEN_WINDOW, ...extraEnv};
  const config = readConfig(env);
  const db = openDb(config);
  await migrate(db.kysely);
  return {
    db,
    config,
    env,
    async close() {
      await db.kysely.destroy();
      await drop();
    },
  };
}

/** The login cookie's value from a Set-Cookie header list. */
export function tokenFrom(setCookie: string | string[] | undefined, name = 'token'): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const header of list) {
    const [pair = ''] = header.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) === name && pair.slice(eq + 1)) return pair.slice(eq + 1);
  }
  return undefined;
}
