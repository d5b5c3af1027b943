import {useCallback, useRef, useState} from 'react';
import type {ApiError, ApiResult} from '@site/src/api/client';

/** A request a button or form sends: not sent yet, under way, answered, or failed with the reason. */
export type Action<T> =
  | {readonly status: 'idle'}
  | {readonly status: 'busy'}
  | {readonly status: 'done'; readonly data: T}
  | {readonly status: 'failed'; readonly error: ApiError};

/**
 * Runs one request at a time for a button or a form: a second click or submit while one is out
 * does nothing, so a double click sends once. `done` runs with the answer's data.
 */
export function useAction<T>(): {
  readonly action: Action<T>;
  readonly run: (request: () => Promise<ApiResult<T>>, done?: (data: T) => void) => void;
  readonly reset: () => void;
} {
  const [action, setAction] = useState<Action<T>>({status: 'idle'});
  const busy = useRef(false);
  const run = useCallback((request: () => Promise<ApiResult<T>>, done?: (data: T) => void) => {
    if (busy.current) return;
    busy.current = true;
    setAction({status: 'busy'});
    void request().then((result) => {
      busy.current = false;
      setAction(result.ok ? {status: 'done', data: result.data} : {status: 'failed', error: result.error});
      if (result.ok) done?.(result.data);
    });
  }, []);
  const reset = useCallback(() => setAction({status: 'idle'}), []);
  return {action, run, reset};
}

/** The refusal code of a failed action, if the server refused it with one. */
export function refusalOf(action: Action<unknown>): string | null {
  return action.status === 'failed' && action.error.kind === 'refused' ? action.error.code : null;
}
