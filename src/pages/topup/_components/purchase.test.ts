import {describe, expect, it} from 'vitest';
import type {Order} from '../../../api/client';
import {IDLE, canBuy, checkoutUrl, purchaseFrom} from './purchase';

const order: Order = {
  id: 'o-1',
  packageId: 'chars-2m',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00Z',
  amount: {value: 2.99, currency: 'USD'},
};

describe('purchase', () => {
  it('allows one order at a time', () => {
    expect(canBuy(IDLE)).toBe(true);
    expect(canBuy({status: 'pending', packageId: 'chars-2m'})).toBe(false);
    expect(canBuy({status: 'redirecting', packageId: 'chars-2m', orderId: 'o-1'})).toBe(false);
    expect(canBuy({status: 'signedOut'})).toBe(true);
  });

  it('maps every answer to a state', () => {
    expect(purchaseFrom('chars-2m', {ok: true, data: order})).toEqual({
      status: 'redirecting',
      packageId: 'chars-2m',
      orderId: 'o-1',
    });
    expect(purchaseFrom('chars-2m', {ok: false, error: {kind: 'unauthorized'}})).toEqual({status: 'signedOut'});
    expect(purchaseFrom('x', {ok: false, error: {kind: 'refused', status: 404, code: 'package_unknown'}})).toEqual({
      status: 'refused',
      packageId: 'x',
      code: 'package_unknown',
    });
    expect(purchaseFrom('x', {ok: false, error: {kind: 'unreachable'}})).toEqual({
      status: 'failed',
      packageId: 'x',
      error: {kind: 'unreachable'},
    });
  });

  it('builds the checkout address', () => {
    expect(checkoutUrl('https://app.example/checkout/', 'o 1')).toBe('https://app.example/checkout/?order=o%201');
  });
});
