/**
 * Pro membership from the comic offer and from redemption codes. Every grant is one write
 * transaction whose decisive step is a conditional write the database arbitrates (a unique key,
 * or an UPDATE … WHERE on the old state), never a read followed by a write: concurrent requests,
 * from one process or many, cannot both succeed.
 */
import type {Kysely} from 'kysely';
import type {Db} from './db/connect.ts';
import type {Database} from './db/schema.ts';
import {writeTransaction} from './db/transaction.ts';
import {extendPro, iso, DAY_MS} from './time.ts';

/** The comic offer's name in `offer_claims`, and how long its membership lasts (SPEC §9). */
export const MANGA_OFFER = 'manga-3-day-pro';
export const MANGA_OFFER_DAYS = 3;

export type ClaimResult =
  | {readonly ok: true; readonly expiresAt: string}
  | {readonly ok: false; readonly code: 'offer_ended' | 'email_unverified' | 'already_claimed' | 'not_new_user'};

/**
 * Claims the comic offer for a user with a confirmed email. "New" means the account has never had
 * Pro: no code redeemed, no Pro bought (a paid Pro order, refunded or not), no earlier claim. Order
 * of refusals: outside the window, then email not confirmed, then already claimed, then not new.
 */
export async function claimMangaOffer(
  db: Db,
  userId: string,
  window: {start: string; end: string},
  now = Date.now(),
): Promise<ClaimResult> {
  if (now < Date.parse(window.start) || now >= Date.parse(window.end)) return {ok: false, code: 'offer_ended'};
  const expiresAt = iso(now + MANGA_OFFER_DAYS * DAY_MS);
  // A confirmed address is what makes one person one claim: unconfirmed addresses cost nothing to make.
  const user = await db.kysely
    .selectFrom('users')
    .select('email_verified_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.email_verified_at) return {ok: false, code: 'email_unverified'};
  return writeTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('offer_claims')
      .values({user_id: userId, offer: MANGA_OFFER, claimed_at: iso(now), expires_at: expiresAt})
      .onConflict((oc) => oc.columns(['user_id', 'offer']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return {ok: false, code: 'already_claimed'} as const;
    const granted = await trx
      .updateTable('users')
      .set({pro_expires_at: expiresAt})
      .where('id', '=', userId)
      .where('pro_expires_at', 'is', null)
      // Buying Pro also makes an account not new, even after a refund.
      .where(({not, exists, selectFrom}) =>
        not(
          exists(
            selectFrom('orders')
              .select('orders.id')
              .whereRef('orders.user_id', '=', 'users.id')
              .where('orders.kind', '=', 'pro')
              .where('orders.paid_at', 'is not', null),
          ),
        ),
      )
      .executeTakeFirst();
    if (granted.numUpdatedRows !== 1n) {
      // Undo the claim row: the account is not new, and the refusal must leave nothing behind.
      throw new NotNewUser();
    }
    return {ok: true, expiresAt} as const;
  }).catch((error: unknown) => {
    if (error instanceof NotNewUser) return {ok: false, code: 'not_new_user'} as const;
    throw error;
  });
}

class NotNewUser extends Error {}

export type RedeemResult =
  | {readonly ok: true; readonly days: number; readonly expiresAt: string}
  | {readonly ok: false; readonly code: 'code_invalid' | 'code_used' | 'code_expired'};

/** Redeems a code (canonical form `XXXX-XXXX-XXXX-XXXX`) for a user, extending their Pro membership. */
export async function redeemCode(db: Db, userId: string, code: string, now = Date.now()): Promise<RedeemResult> {
  return writeTransaction(db, async (trx) => {
    const taken = await trx
      .updateTable('redemption_codes')
      .set({redeemed_by: userId, redeemed_at: iso(now)})
      .where('code', '=', code)
      .where('redeemed_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', iso(now))]))
      .returning('days')
      .executeTakeFirst();
    if (!taken) {
      const row = await trx
        .selectFrom('redemption_codes')
        .select(['redeemed_at', 'expires_at'])
        .where('code', '=', code)
        .executeTakeFirst();
      if (!row) return {ok: false, code: 'code_invalid'} as const;
      return {ok: false, code: row.redeemed_at !== null ? 'code_used' : 'code_expired'} as const;
    }
    const expiresAt = await addProDays(db, trx, userId, taken.days, now);
    if (expiresAt === null) throw new Error(`No user ${userId}`);
    return {ok: true, days: taken.days, expiresAt} as const;
  });
}

/** Gives a user Pro days directly (admin tool). */
export async function grantPro(db: Db, userId: string, days: number, now = Date.now()): Promise<string | null> {
  return writeTransaction(db, (trx) => addProDays(db, trx, userId, days, now));
}

/**
 * Extends a user's Pro membership by `days` inside a write transaction; answers the new end, or
 * null when there is no such user. The current end is read so that it cannot change before the
 * transaction ends: PostgreSQL locks the row; SQLite already holds the write lock.
 */
async function addProDays(
  db: Db,
  trx: Kysely<Database>,
  userId: string,
  days: number,
  now: number,
): Promise<string | null> {
  let query = trx.selectFrom('users').select('pro_expires_at').where('id', '=', userId);
  if (db.dialect === 'postgres') query = query.forUpdate();
  const user = await query.executeTakeFirst();
  if (!user) return null;
  const expiresAt = extendPro(user.pro_expires_at, days, now);
  await trx.updateTable('users').set({pro_expires_at: expiresAt}).where('id', '=', userId).execute();
  return expiresAt;
}
