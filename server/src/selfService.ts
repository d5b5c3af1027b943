/**
 * What an account does for itself: links sent by email (confirm the address, reset the password,
 * confirm a new address), the data export and the deletion. A link's token is 32 random bytes of
 * which only a SHA-256 digest is stored; using one is a single conditional write, so a link works
 * once however many requests race for it.
 */
import {randomBytes} from 'node:crypto';
import type {Kysely} from 'kysely';
import type {Db} from './db/connect.ts';
import type {Database, TokenPurpose} from './db/schema.ts';
import {writeTransaction} from './db/transaction.ts';
import {digest} from './accounts.ts';
import {emailKey} from './throttle.ts';
import {publicOrder} from './orders.ts';
import {DAY_MS, iso} from './time.ts';

export const HOUR_MS = 60 * 60 * 1000;

/** The counter of confirmation emails sent again for an account (by a digest of its id, like emails). */
export const verificationKey = (userId: string) => `verify:user:${digest(userId)}`;

/** How long a link works: a day to confirm an address, an hour to reset a password. */
export const TOKEN_LIFETIME_MS: Readonly<Record<TokenPurpose, number>> = {
  verify: DAY_MS,
  change_email: DAY_MS,
  reset: HOUR_MS,
};

/** A new link's token for the email; earlier unused links of the same purpose stop working. */
export async function issueToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  email: string,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await writeTransaction(db, async (trx) => {
    // Links issued at once for one account take turns (SQLite's write lock does it already), so
    // the last one ends all the others.
    if (db.dialect === 'postgres')
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx
      .updateTable('account_tokens')
      .set({used_at: iso(now)})
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('account_tokens')
      .values({
        id: digest(token),
        user_id: userId,
        purpose,
        email,
        created_at: iso(now),
        expires_at: iso(now + TOKEN_LIFETIME_MS[purpose]),
        used_at: null,
      })
      .execute();
  });
  return token;
}

export type Consumed =
  | {readonly ok: true; readonly userId: string; readonly purpose: TokenPurpose; readonly email: string}
  | {readonly ok: false; readonly code: 'token_invalid' | 'token_used' | 'token_expired'};

/**
 * Uses a link inside a write transaction: marks it used if it is one of `purposes`, unused and
 * still valid. Only one of several concurrent uses gets `ok`; a refusal says why.
 */
export async function consumeToken(
  trx: Kysely<Database>,
  token: string,
  purposes: readonly TokenPurpose[],
  now = Date.now(),
): Promise<Consumed> {
  const id = digest(token);
  const used = await trx
    .updateTable('account_tokens')
    .set({used_at: iso(now)})
    .where('id', '=', id)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .returning(['user_id', 'purpose', 'email'])
    .executeTakeFirst();
  if (used) return {ok: true, userId: used.user_id, purpose: used.purpose, email: used.email};
  const row = await trx
    .selectFrom('account_tokens')
    .select(['used_at', 'purpose'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !purposes.includes(row.purpose)) return {ok: false, code: 'token_invalid'};
  return {ok: false, code: row.used_at !== null ? 'token_used' : 'token_expired'};
}

/** Everything kept about an account, as the profile's "download my data" gives it. */
export async function exportAccount(db: Db, userId: string, currentSession: string | null, now = Date.now()) {
  const user = await db.kysely.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const [sessions, orders, claims, redemptions, subscriptions] = await Promise.all([
    db.kysely
      .selectFrom('sessions')
      .select(['id', 'created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db.kysely.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db.kysely.selectFrom('offer_claims').selectAll().where('user_id', '=', userId).execute(),
    db.kysely
      .selectFrom('redemption_codes')
      .select(['code', 'days', 'redeemed_at'])
      .where('redeemed_by', '=', userId)
      .execute(),
    db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute(),
  ]);
  return {
    exportedAt: iso(now),
    account: {
      id: user.id,
      email: user.email,
      createdAt: user.created_at,
      emailVerifiedAt: user.email_verified_at,
      language: user.locale,
      proGrantedUntil: user.pro_expires_at,
      trafficBalance: Number(user.traffic_balance),
      paymentCustomer: user.customer_id,
    },
    // A session's metadata only: its token exists nowhere but in the browser that holds it.
    sessions: sessions.map((s) => ({
      createdAt: s.created_at,
      expiresAt: s.expires_at,
      current: s.id === currentSession,
    })),
    orders: orders.map(publicOrder),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      interval: s.plan_interval,
      status: s.status,
      cancelAtPeriodEnd: s.cancel_at_period_end === 1,
      currentPeriodEnd: s.current_period_end,
      endedAt: s.ended_at,
    })),
    offerClaims: claims.map((c) => ({offer: c.offer, claimedAt: c.claimed_at, expiresAt: c.expires_at})),
    redemptions: redemptions.map((r) => ({code: r.code, days: r.days, redeemedAt: r.redeemed_at})),
  };
}

/**
 * Deletes an account in one transaction: its orders are kept for the books but name no one, the
 * codes it used stay used, and everything else that was its own goes with the user row (sessions,
 * links, offer claims, subscriptions and their periods).
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const {email} = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    await trx.updateTable('orders').set({user_id: null}).where('user_id', '=', userId).execute();
    await trx.updateTable('redemption_codes').set({redeemed_by: null}).where('redeemed_by', '=', userId).execute();
    // The foreign keys cascade as well; written out, the deletion does not rest on that alone.
    for (const table of ['sessions', 'account_tokens', 'offer_claims', 'pro_periods', 'subscriptions'] as const)
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    // The attempt counters that name the account or its email's digest go too.
    await trx
      .deleteFrom('throttles')
      .where('key', 'in', [
        verificationKey(userId),
        ...['login:email', 'reset:email'].map((prefix) => emailKey(prefix, email)),
      ])
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
