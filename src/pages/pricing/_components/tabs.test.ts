import {describe, expect, it} from 'vitest';
import {tabForKey} from './tabs';

describe('tabForKey', () => {
  it('moves with the arrows and wraps around', () => {
    expect(tabForKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabForKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabForKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabForKey('Home', 1, 2)).toBe(0);
    expect(tabForKey('End', 0, 2)).toBe(1);
    expect(tabForKey('Enter', 0, 2)).toBeNull();
  });

  it('mirrors the arrows right to left', () => {
    expect(tabForKey('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(tabForKey('ArrowRight', 0, 3, 'rtl')).toBe(2);
  });
});
