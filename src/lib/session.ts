/**
 * Keeps `user_info` in browser storage in step with the server's answer about the session. The
 * login cookie is HttpOnly, so pages cannot read it; what they know about the visitor (signed in,
 * Pro or not) comes from this copy, refreshed by every `me`, login, registration and logout.
 */
import type {ApiResult, User} from '../api/client';
import {STORAGE_KEYS, readJson, writeString, type KeyValueStore} from './storage';

/** Fired on `window` when this tab changed `user_info` (other tabs get the `storage` event). */
export const USER_CHANGED_EVENT = 'interlinear:user';

/** Stores the user (or removes the copy); answers whether storage changed. */
export function rememberUser(store: KeyValueStore | null, user: User | null): boolean {
  const next =
    user === null
      ? null
      : JSON.stringify({id: user.id, email: user.email, subscription: user.subscription, traffic: user.traffic});
  const before = readJson(store, STORAGE_KEYS.userInfo);
  if ((before === null && next === null) || (before !== null && JSON.stringify(before) === next)) return false;
  return writeString(store, STORAGE_KEYS.userInfo, next);
}

/**
 * What an answer says about the session: a user means signed in as that user; `unauthorized`
 * means signed out. Any other failure (unreachable, server fault) says nothing, so the stored
 * copy stays as it was.
 */
export function sessionFromResult(result: ApiResult<unknown>, user?: User): User | null | undefined {
  if (!result.ok) return result.error.kind === 'unauthorized' ? null : undefined;
  return user;
}

/** The stored user's id and email, when a well-formed copy is there. */
export function storedUser(store: KeyValueStore | null): {readonly id: string; readonly email: string} | null {
  const info = readJson(store, STORAGE_KEYS.userInfo);
  if (typeof info !== 'object' || info === null) return null;
  const {id, email} = info as {id?: unknown; email?: unknown};
  return typeof id === 'string' && typeof email === 'string' ? {id, email} : null;
}
