/**
 * Throttles kept in the database, so every server process counts against one limit: a fixed
 * window per key (a registration address, a login address, a login email). One statement counts
 * an attempt and answers the new count, atomically on SQLite and PostgreSQL alike, before any
 * password is hashed, so a refused attempt costs one small write.
 */
import net from 'node:net';
import {sql} from 'kysely';
import {digest} from './accounts.ts';
import type {Db} from './db/connect.ts';
import {iso} from './time.ts';

export interface Limit {
  /** Attempts allowed in one window. */
  readonly attempts: number;
  readonly windowMs: number;
}

export type Verdict = {readonly allowed: true} | {readonly allowed: false; readonly retryAfterSeconds: number};

/** How often each process removes windows that have ended. */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Counts one attempt against every key given and answers whether all of them are still within
 * their limits; when not, how long until the last exceeded window ends.
 */
export async function countAttempt(
  db: Db,
  checks: readonly {readonly key: string; readonly limit: Limit}[],
  now = Date.now(),
): Promise<Verdict> {
  if (checks.length === 0) return {allowed: true};
  const at = iso(now);
  const rows = sql.join(checks.map(({key, limit}) => sql`(${key}, 1, ${iso(now + limit.windowMs)})`));
  const {rows: counted} = await sql<{key: string; hits: number; resets_at: string}>`
    insert into throttles (key, hits, resets_at) values ${rows}
    on conflict (key) do update set
      hits = case when throttles.resets_at <= ${at} then 1 else throttles.hits + 1 end,
      resets_at = case when throttles.resets_at <= ${at} then excluded.resets_at else throttles.resets_at end
    returning key, hits, resets_at`.execute(db.kysely);
  if ((lastSweep.get(db) ?? 0) + SWEEP_EVERY_MS <= now) {
    lastSweep.set(db, now);
    await db.kysely.deleteFrom('throttles').where('resets_at', '<=', at).execute();
  }
  let wait = 0;
  for (const row of counted) {
    const limit = checks.find((c) => c.key === row.key)?.limit;
    if (limit && Number(row.hits) > limit.attempts)
      wait = Math.max(wait, Math.ceil((Date.parse(row.resets_at) - now) / 1000));
  }
  return wait > 0 ? {allowed: false, retryAfterSeconds: wait} : {allowed: true};
}

/** Forgets a key's attempts (a login email, after the right password). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.kysely.deleteFrom('throttles').where('key', '=', key).execute();
}

/**
 * The part of a client address a limit counts: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64 network, since one subscriber usually holds a
 * whole /64 and could otherwise take a new address for every attempt.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv4(ip)) return ip;
  const bare = ip.replace(/%.*$/, '');
  if (!net.isIPv6(bare)) return ip;
  return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function expandIpv6(ip: string): string[] {
  let text = ip.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array.from({length: 8 - left.length - right.length}, () => '0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}

/** Throttle keys never hold an email as it is: a digest is enough to count, and reveals nothing. */
export const emailKey = (prefix: string, email: string): string => `${prefix}:${digest(email)}`;
