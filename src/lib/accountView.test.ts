import {describe, expect, it} from 'vitest';
import {formatCount, formatDate, loadedFrom} from './accountView';

describe('account helpers', () => {
  it('reads results', () => {
    expect(loadedFrom({ok: true, data: 1})).toEqual({status: 'ready', data: 1});
    expect(loadedFrom({ok: false, error: {kind: 'unauthorized'}})).toEqual({status: 'signedOut'});
    expect(loadedFrom({ok: false, error: {kind: 'server', status: 500}})).toEqual({
      status: 'failed',
      error: {kind: 'server', status: 500},
    });
  });

  it('formats numbers, money and dates', () => {
    expect(formatCount(2_000_000, 'en-US')).toBe('2,000,000');
    expect(formatDate('2026-11-20T10:00:00Z', 'en-US')).toBe('November 20, 2026');
    expect(formatDate('garbage', 'en-US')).toBe('garbage');
  });
});
