import {describe, expect, it} from 'vitest';
import type {Order} from '../../../api/client';
import {newestFirst, purchased} from './orders';

const order = (id: string, createdAt: string): Order => ({
  id,
  packageId: 'chars-2m',
  status: 'paid',
  createdAt,
  amount: {value: 2.99, currency: 'USD'},
});

describe('orders', () => {
  it('names what was bought', () => {
    expect(purchased('chars-10m')).toEqual({kind: 'traffic', characters: 10_000_000});
    expect(purchased('pro-monthly')).toEqual({kind: 'proMonthly'});
    expect(purchased('pro-yearly')).toEqual({kind: 'proYearly'});
    expect(purchased('mystery')).toEqual({kind: 'other', id: 'mystery'});
  });

  it('sorts newest first', () => {
    const list = [order('a', '2026-01-01T00:00:00Z'), order('b', 'bad'), order('c', '2026-03-01T00:00:00Z')];
    expect(newestFirst(list).map((o) => o.id)).toEqual(['c', 'a', 'b']);
  });
});
