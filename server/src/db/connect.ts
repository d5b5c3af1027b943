/**
 * Opens the database the settings name: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded SQLite file `accounts.sqlite` under the data folder (WAL journal, so readers never wait
 * for a writer, and a busy timeout, so several server processes can share the file).
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {Kysely, PostgresDialect, SqliteDialect} from 'kysely';
import type {Database} from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: Dialect;
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL host and database. */
  readonly location: string;
}

// PostgreSQL answers bigint columns as strings; every count here fits a JavaScript number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * A pooled PostgreSQL connection that is idle can still fail: the server restarts, an operator
 * ends it, the network drops it. The pool then drops that connection and reports the error here;
 * without a listener, Node would treat it as uncaught and stop the whole process.
 */
const reportToStderr = (error: Error): void => {
  process.stderr.write(`database connection lost while idle: ${error.message}\n`);
};

export function openDb(
  options: {readonly databaseUrl: string; readonly dataDir: string},
  onIdleError: (error: Error) => void = reportToStderr,
): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({connectionString: options.databaseUrl, max: 10});
    pool.on('error', onIdleError);
    const url = new URL(options.databaseUrl);
    return {
      kysely: new Kysely<Database>({dialect: new PostgresDialect({pool})}),
      dialect: 'postgres',
      location: `${url.host}${url.pathname}`,
    };
  }
  mkdirSync(options.dataDir, {recursive: true});
  const file = path.join(options.dataDir, 'accounts.sqlite');
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 10000');
  database.pragma('foreign_keys = ON');
  return {kysely: new Kysely<Database>({dialect: new SqliteDialect({database})}), dialect: 'sqlite', location: file};
}
