import {describe, expect, test} from 'vitest';
import {AttemptLimiter} from '../src/limiter.ts';
import {extendPro, DAY_MS} from '../src/time.ts';
import {publicUser} from '../src/accounts.ts';
import {newCode} from '../src/adminCommands.ts';
import {checkRedemptionCode} from '../../src/lib/redemption.ts';

describe('login attempt limiter', () => {
  test('allows the set number per window, tells how long to wait, and forgets after success', () => {
    const limiter = new AttemptLimiter(3, 60_000);
    for (let i = 0; i < 3; i++) expect(limiter.hit('a', 1000).allowed).toBe(true);
    expect(limiter.hit('a', 31_000)).toEqual({allowed: false, retryAfterSeconds: 30});
    expect(limiter.hit('b', 31_000).allowed).toBe(true);
    expect(limiter.hit('a', 61_001).allowed).toBe(true);
    limiter.reset('a');
    for (let i = 0; i < 3; i++) expect(limiter.hit('a', 61_002).allowed).toBe(true);
  });
});

describe('Pro membership arithmetic', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  test('days start now when there is no running membership, and stack on a running one', () => {
    expect(extendPro(null, 3, now)).toBe('2026-11-24T12:00:00.000Z');
    expect(extendPro('2026-01-01T00:00:00.000Z', 3, now)).toBe('2026-11-24T12:00:00.000Z');
    expect(extendPro('2026-11-30T00:00:00.000Z', 10, now)).toBe(new Date(Date.parse('2026-11-30T00:00:00Z') + 10 * DAY_MS).toISOString());
  });
  test('status: inactive before any Pro, active while it runs, expired after', () => {
    const row = {id: 'u', email: 'e@example.com', created_at: '2026-01-01T00:00:00.000Z', traffic_balance: 5};
    expect(publicUser({...row, pro_expires_at: null}, now).subscription).toEqual({subscriptionStatus: 'inactive', plan: 'free', expiresAt: null});
    expect(publicUser({...row, pro_expires_at: '2026-11-22T00:00:00.000Z'}, now).subscription.subscriptionStatus).toBe('active');
    expect(publicUser({...row, pro_expires_at: '2026-11-20T00:00:00.000Z'}, now).subscription).toMatchObject({subscriptionStatus: 'expired', plan: 'free'});
  });
});

test('generated redemption codes are what the site accepts, in canonical form', () => {
  for (let i = 0; i < 200; i++) {
    const code = newCode();
    expect(checkRedemptionCode(code)).toEqual({ok: true, code});
  }
});
