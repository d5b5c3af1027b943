import {describe, expect, it} from 'vitest';
import type {User} from '../api/client';
import {rememberUser, sessionFromResult, storedUser} from './session';
import {isProMember} from './audience';
import {memoryStore} from '../../tests/unit/testing';

const USER: User = {
  id: 'u1',
  email: 'reader@example.com',
  subscription: {subscriptionStatus: 'active', plan: 'pro', expiresAt: '2027-01-01T00:00:00Z'},
  traffic: {balance: 5},
};

describe('user_info in step with the session', () => {
  it('stores the user so the Pro rules can read it, and removes it on sign-out', () => {
    const store = memoryStore();
    expect(rememberUser(store, USER)).toBe(true);
    expect(isProMember(store)).toBe(true);
    expect(storedUser(store)).toEqual({id: 'u1', email: 'reader@example.com'});
    expect(rememberUser(store, USER)).toBe(false);
    expect(
      rememberUser(store, {...USER, subscription: {...USER.subscription, subscriptionStatus: 'expired', plan: 'free'}}),
    ).toBe(true);
    expect(isProMember(store)).toBe(false);
    expect(rememberUser(store, null)).toBe(true);
    expect(storedUser(store)).toBeNull();
    expect(rememberUser(store, null)).toBe(false);
  });

  it('replaces a corrupted copy and survives blocked storage', () => {
    const store = memoryStore({user_info: '{"subscription": '});
    expect(storedUser(store)).toBeNull();
    expect(rememberUser(store, USER)).toBe(true);
    expect(storedUser(store)?.id).toBe('u1');
    expect(rememberUser(null, USER)).toBe(false);
  });

  it('signs out on unauthorized only; an unreachable server or a fault leaves the copy alone', () => {
    expect(sessionFromResult({ok: true, data: USER}, USER)).toBe(USER);
    expect(sessionFromResult({ok: false, error: {kind: 'unauthorized'}})).toBeNull();
    expect(sessionFromResult({ok: false, error: {kind: 'unreachable'}})).toBeUndefined();
    expect(sessionFromResult({ok: false, error: {kind: 'server', status: 500}})).toBeUndefined();
  });
});
