import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import type {Order} from '../api/client';
import {IDLE, canBuy, checkoutTarget, purchaseFrom} from './purchase';

const order: Order = {
  id: 'o-1',
  kind: 'traffic',
  packageId: 'chars-2m',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00Z',
  amount: {amount: 299, currency: 'USD'},
};

describe('purchase', () => {
  it('allows one order at a time', () => {
    expect(canBuy(IDLE)).toBe(true);
    expect(canBuy({status: 'pending', item: 'chars-2m'})).toBe(false);
    expect(canBuy({status: 'redirecting', item: 'chars-2m', url: '/checkout/test/'})).toBe(false);
    expect(canBuy({status: 'signedOut'})).toBe(true);
  });

  it('maps every answer to a state', () => {
    const stripe = 'https://checkout.stripe.com/c/pay/cs_test_1';
    expect(purchaseFrom('pro-month', {ok: true, data: {order, checkoutUrl: stripe}})).toEqual({
      status: 'redirecting',
      item: 'pro-month',
      url: stripe,
    });
    expect(purchaseFrom('chars-2m', {ok: false, error: {kind: 'unauthorized'}})).toEqual({status: 'signedOut'});
    expect(purchaseFrom('x', {ok: false, error: {kind: 'refused', status: 404, code: 'package_unknown'}})).toEqual({
      status: 'refused',
      item: 'x',
      code: 'package_unknown',
    });
    expect(purchaseFrom('x', {ok: false, error: {kind: 'unreachable'}})).toEqual({
      status: 'failed',
      item: 'x',
      error: {kind: 'unreachable'},
    });
    // An answer that would send the visitor somewhere unsafe is a server fault.
    expect(purchaseFrom('x', {ok: true, data: {order, checkoutUrl: 'javascript:alert(1)'}})).toMatchObject({
      status: 'failed',
    });
  });

  it('goes only to an HTTPS payment page or a page of this site', () => {
    expect(checkoutTarget('/hi/checkout/test/?session=test_cs_1')).toBe('/hi/checkout/test/?session=test_cs_1');
    expect(checkoutTarget('https://checkout.stripe.com/c/pay/cs_1')).toBe('https://checkout.stripe.com/c/pay/cs_1');
    for (const bad of [
      '//evil.example/',
      '/\\evil.example/',
      'http://checkout.stripe.com/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://user:pw@evil.example/',
      'checkout/test/',
      '',
    ])
      expect(checkoutTarget(bad), bad).toBeNull();
    fc.assert(
      fc.property(fc.string(), (url) => {
        const target = checkoutTarget(url);
        if (target === null) return;
        expect(target.startsWith('https://') || (target.startsWith('/') && !/^\/[/\\]/.test(target))).toBe(true);
      }),
    );
  });
});
