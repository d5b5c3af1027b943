import {describe, expect, it} from 'vitest';
import type {Order} from '../../../api/client';
import {newestFirst, purchased} from './orders';

const order = (id: string, createdAt: string): Order => ({
  id,
  kind: 'traffic',
  packageId: 'chars-2m',
  characters: 2_000_000,
  status: 'paid',
  createdAt,
  amount: {amount: 299, currency: 'USD'},
});

describe('orders', () => {
  it('names what was bought', () => {
    expect(purchased({kind: 'traffic', characters: 10_000_000})).toEqual({kind: 'traffic', characters: 10_000_000});
    expect(purchased({kind: 'pro', interval: 'month'})).toEqual({kind: 'proMonthly'});
    expect(purchased({kind: 'pro', interval: 'year'})).toEqual({kind: 'proYearly'});
  });

  it('sorts newest first', () => {
    const list = [order('a', '2026-01-01T00:00:00Z'), order('b', 'bad'), order('c', '2026-03-01T00:00:00Z')];
    expect(newestFirst(list).map((o) => o.id)).toEqual(['c', 'a', 'b']);
  });
});
