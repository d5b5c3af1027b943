/**
 * A write transaction that works the same on both databases. On SQLite it starts with
 * `BEGIN IMMEDIATE`, taking the write lock at once: a deferred transaction that reads first and
 * writes later can fail with SQLITE_BUSY when another process wrote in between. PostgreSQL uses
 * row locks and conditional writes; its transactions start plainly.
 */
import {sql, type Kysely} from 'kysely';
import type {Db} from './connect.ts';
import type {Database} from './schema.ts';

export async function writeTransaction<T>(db: Db, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.kysely.connection().execute(async (conn) => {
    await sql.raw(db.dialect === 'sqlite' ? 'begin immediate' : 'begin').execute(conn);
    try {
      const result = await work(conn);
      await sql.raw('commit').execute(conn);
      return result;
    } catch (error) {
      await sql
        .raw('rollback')
        .execute(conn)
        .catch(() => undefined);
      throw error;
    }
  });
}
