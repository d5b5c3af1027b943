import {describe, expect, it} from 'vitest';
import {checkRedemptionCode} from './redemption';

describe('checkRedemptionCode', () => {
  it('accepts any case, spaces and dashes and answers the grouped form', () => {
    expect(checkRedemptionCode(' k7qm 3xwd-9prt h2ce ')).toEqual({ok: true, code: 'K7QM-3XWD-9PRT-H2CE'});
    expect(checkRedemptionCode('K7QM3XWD9PRTH2CE')).toEqual({ok: true, code: 'K7QM-3XWD-9PRT-H2CE'});
  });
  it('names what is wrong', () => {
    expect(checkRedemptionCode('  - ')).toEqual({ok: false, problem: 'empty'});
    expect(checkRedemptionCode('K7QM-3XWD-9PRT')).toEqual({ok: false, problem: 'length'});
    expect(checkRedemptionCode('K7QM-3XWD-9PRT-H2CEX')).toEqual({ok: false, problem: 'length'});
    expect(checkRedemptionCode('K7QM-3XWD-9PRT-H2C0')).toEqual({ok: false, problem: 'characters'});
    expect(checkRedemptionCode("K7QM'; DROP TABLE codes;--")).toEqual({ok: false, problem: 'characters'});
  });
});
