import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import type {Order} from '../../../api/client';
import {POLL_ATTEMPTS, POLL_INTERVAL_MS, nextPoll, orderIdFrom, sessionFrom} from './follow';

const order = (status: Order['status']): Order => ({
  id: '3f1c2b9e-8d2a-4c1e-9b7a-1f2e3d4c5b6a',
  kind: 'pro',
  interval: 'month',
  status,
  createdAt: '2026-11-25T10:00:00Z',
  amount: {amount: 599, currency: 'USD'},
});

describe('following an order after checkout', () => {
  it('asks again only while the payment is pending, and not forever', () => {
    expect(nextPoll(order('pending'), 0)).toBe(POLL_INTERVAL_MS);
    expect(nextPoll(order('pending'), POLL_ATTEMPTS - 1)).toBe(POLL_INTERVAL_MS);
    expect(nextPoll(order('pending'), POLL_ATTEMPTS)).toBeNull();
    for (const status of ['paid', 'failed', 'cancelled', 'refunded'] as const)
      expect(nextPoll(order(status), 0)).toBeNull();
  });

  it('reads only well-formed ids from the address', () => {
    expect(orderIdFrom('?order=3f1c2b9e-8d2a-4c1e-9b7a-1f2e3d4c5b6a')).toBe('3f1c2b9e-8d2a-4c1e-9b7a-1f2e3d4c5b6a');
    expect(orderIdFrom('?order=../../api/me')).toBeNull();
    expect(orderIdFrom('')).toBeNull();
    expect(sessionFrom('?session=test_cs_0123456789abcdef')).toBe('test_cs_0123456789abcdef');
    expect(sessionFrom('?session=a%2Fb%2F..%2Fpay')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (search) => {
        const id = orderIdFrom(search);
        if (id !== null) expect(id).toMatch(/^[0-9a-f-]{36}$/);
        const session = sessionFrom(search);
        if (session !== null) expect(session).toMatch(/^\w{8,255}$/);
      }),
    );
  });
});
