/**
 * The redemption form as pure steps: a typed code is checked first (nothing is sent while it is
 * empty, too short or long, or holds characters codes never use), then the server's answer
 * becomes one state with its own message. Nothing new starts while a request is pending.
 */
import type {ApiError, ApiResult} from '../../../api/client';
import {checkRedemptionCode, type CodeProblem} from '@interlinear/shared/redemption';

export type Redeem =
  | {readonly status: 'idle'}
  | {readonly status: 'problem'; readonly problem: CodeProblem}
  | {readonly status: 'pending'; readonly code: string}
  | {readonly status: 'success'; readonly days: number; readonly expiresAt: string}
  | {readonly status: 'refused'; readonly reason: 'invalid' | 'used' | 'expired' | 'other'}
  | {readonly status: 'signedOut'; readonly code: string}
  | {readonly status: 'failed'; readonly code: string; readonly error: ApiError};

export const IDLE: Redeem = {status: 'idle'};

/**
 * What submitting `input` leads to: a problem to show, or the canonical code to send (as a
 * pending state). `null` while a request is already pending: the submit is ignored.
 */
export function submit(state: Redeem, input: string): Redeem | null {
  if (state.status === 'pending') return null;
  const check = checkRedemptionCode(input);
  return check.ok ? {status: 'pending', code: check.code} : {status: 'problem', problem: check.problem};
}

/** The state after the server answered a redemption of `code`. */
export function answered(code: string, result: ApiResult<{readonly days: number; readonly expiresAt: string}>): Redeem {
  if (result.ok) return {status: 'success', days: result.data.days, expiresAt: result.data.expiresAt};
  const {error} = result;
  switch (error.kind) {
    case 'unauthorized':
      return {status: 'signedOut', code};
    case 'refused':
      return {
        status: 'refused',
        reason:
          error.code === 'code_invalid'
            ? 'invalid'
            : error.code === 'code_used'
              ? 'used'
              : error.code === 'code_expired'
                ? 'expired'
                : 'other',
      };
    default:
      return {status: 'failed', code, error};
  }
}

/** The `data-state` of the message box: what kind of answer it shows. */
export function messageState(state: Redeem): string | null {
  switch (state.status) {
    case 'idle':
    case 'signedOut':
    case 'failed':
      return null;
    case 'problem':
      return state.problem;
    case 'pending':
      return 'pending';
    case 'success':
      return 'success';
    case 'refused':
      return state.reason;
  }
}
