import {describe, expect, it} from 'vitest';
import {IDLE, answered, messageState, submit} from './redeem';

describe('submit', () => {
  it('stops at each kind of typing problem', () => {
    expect(submit(IDLE, '  ')).toEqual({status: 'problem', problem: 'empty'});
    expect(submit(IDLE, 'K7QM-3XWD')).toEqual({status: 'problem', problem: 'length'});
    expect(submit(IDLE, 'K7QM-3XWD-9PRT-H2C0')).toEqual({status: 'problem', problem: 'characters'});
  });

  it('sends the canonical code', () => {
    expect(submit(IDLE, 'k7qm 3xwd 9prt h2ce')).toEqual({status: 'pending', code: 'K7QM-3XWD-9PRT-H2CE'});
  });

  it('ignores a submit while pending', () => {
    expect(submit({status: 'pending', code: 'K7QM-3XWD-9PRT-H2CE'}, 'K7QM-3XWD-9PRT-H2CE')).toBeNull();
  });
});

describe('answered', () => {
  const code = 'K7QM-3XWD-9PRT-H2CE';
  it('maps every answer', () => {
    expect(answered(code, {ok: true, data: {days: 30, expiresAt: '2027-01-01T00:00:00Z'}})).toEqual({
      status: 'success',
      days: 30,
      expiresAt: '2027-01-01T00:00:00Z',
    });
    expect(answered(code, {ok: false, error: {kind: 'refused', status: 404, code: 'code_invalid'}})).toEqual({
      status: 'refused',
      reason: 'invalid',
    });
    expect(answered(code, {ok: false, error: {kind: 'refused', status: 409, code: 'code_used'}})).toEqual({
      status: 'refused',
      reason: 'used',
    });
    expect(answered(code, {ok: false, error: {kind: 'refused', status: 410, code: 'code_expired'}})).toEqual({
      status: 'refused',
      reason: 'expired',
    });
    expect(answered(code, {ok: false, error: {kind: 'refused', status: 400, code: 'bad_request'}})).toEqual({
      status: 'refused',
      reason: 'other',
    });
    expect(answered(code, {ok: false, error: {kind: 'unauthorized'}})).toEqual({status: 'signedOut', code});
    expect(answered(code, {ok: false, error: {kind: 'server', status: 500}})).toEqual({
      status: 'failed',
      code,
      error: {kind: 'server', status: 500},
    });
  });

  it('names the message state', () => {
    expect(messageState({status: 'refused', reason: 'used'})).toBe('used');
    expect(messageState({status: 'problem', problem: 'length'})).toBe('length');
    expect(messageState({status: 'success', days: 1, expiresAt: 'x'})).toBe('success');
    expect(messageState(IDLE)).toBeNull();
  });
});
