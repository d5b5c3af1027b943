/**
 * Accounts and sessions: argon2id password hashes, and session tokens of which only a SHA-256
 * digest is stored, so a copy of the database opens no session.
 */
import {createHash, randomBytes, randomUUID} from 'node:crypto';
import type {Db} from './db/connect.ts';
import type {PasswordHasher} from './passwords.ts';
import type {SessionsTable, UsersTable} from './db/schema.ts';
import {DAY_MS, iso} from './time.ts';
import {proFromSubscriptions, type SubscriptionView} from './billing.ts';
import type {User} from '@interlinear/shared/api';

/** The user as the API answers it: the contract's `User`. */
export type PublicUser = User & {readonly createdAt: string};

type UserRow = Pick<UsersTable, 'id' | 'email' | 'created_at' | 'pro_expires_at' | 'email_verified_at'> & {
  traffic_balance: number;
};

/**
 * The user as the API answers it. Pro lasts to the later of the time granted (offer, codes, the
 * admin tool: `pro_expires_at`) and the time paid for by a subscription.
 */
export function publicUser(
  row: UserRow,
  now: number,
  paid: {readonly until: string | null; readonly billing: SubscriptionView | null} = {until: null, billing: null},
): PublicUser {
  const granted = row.pro_expires_at;
  const end = granted === null || (paid.until !== null && paid.until > granted) ? paid.until : granted;
  const status = end === null ? 'inactive' : Date.parse(end) > now ? 'active' : 'expired';
  return {
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    emailVerified: row.email_verified_at !== null,
    subscription: {
      subscriptionStatus: status,
      plan: status === 'active' ? 'pro' : 'free',
      expiresAt: end,
      billing: paid.billing,
    },
    traffic: {balance: Number(row.traffic_balance)},
  };
}

/** Emails are compared without case and surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createUser(
  db: Db,
  hasher: PasswordHasher,
  email: string,
  password: string,
  locale: string,
  now = Date.now(),
): Promise<PublicUser | 'email_taken'> {
  const row = {
    id: randomUUID(),
    email: normalizeEmail(email),
    password_hash: await hasher.hash(password),
    created_at: iso(now),
    pro_expires_at: null,
    email_verified_at: null,
    locale,
  };
  const inserted = await db.kysely
    .insertInto('users')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 'email_taken';
  return publicUser({...row, traffic_balance: 0}, now);
}

/** The user whose email and password these are, or null, for either mistake alike. */
export async function checkCredentials(
  db: Db,
  hasher: PasswordHasher,
  email: string,
  password: string,
): Promise<string | null> {
  const user = await db.kysely
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!user) return hasher.verifyDecoy(password).then(() => null);
  return (await hasher.verify(user.password_hash, password)) ? user.id : null;
}

/** SHA-256 in hex: what the database keeps of a session token, or of an email a throttle counts. */
export const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A new session's token (for the cookie) and its row (for the database). */
export function newSession(userId: string, days: number, now = Date.now()): {token: string; row: SessionsTable} {
  const token = randomBytes(32).toString('base64url');
  return {token, row: {id: digest(token), user_id: userId, created_at: iso(now), expires_at: iso(now + days * DAY_MS)}};
}

/** Opens a session; answers the token for the cookie and when it ends. */
export async function createSession(
  db: Db,
  userId: string,
  days: number,
  now = Date.now(),
): Promise<{token: string; expiresAt: string}> {
  const {token, row} = newSession(userId, days, now);
  await db.kysely.insertInto('sessions').values(row).execute();
  return {token, expiresAt: row.expires_at};
}

/** The user a session token belongs to, while the session lasts. */
export async function sessionUserId(db: Db, token: string, now = Date.now()): Promise<string | null> {
  const session = await db.kysely
    .selectFrom('sessions')
    .select('user_id')
    .where('id', '=', digest(token))
    .where('expires_at', '>', iso(now))
    .executeTakeFirst();
  return session?.user_id ?? null;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.kysely.deleteFrom('sessions').where('id', '=', digest(token)).execute();
}

export async function findUser(db: Db, userId: string, now = Date.now()): Promise<PublicUser | null> {
  const row = await db.kysely
    .selectFrom('users')
    .select(['id', 'email', 'created_at', 'pro_expires_at', 'email_verified_at', 'traffic_balance'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? publicUser(row, now, await proFromSubscriptions(db, userId, now)) : null;
}
