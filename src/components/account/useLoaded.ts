import {useCallback, useEffect, useState} from 'react';
import type {ApiResult} from '@site/src/api/client';
import {LOADING, loadedFrom, type Loaded} from '@site/src/lib/accountView';

/**
 * Runs `request` in the browser once (and again on `retry`), answering its state. The server
 * renders `loading`. `set` lets the page record what a later call learned (e.g. signed out).
 */
export function useLoaded<T>(request: () => Promise<ApiResult<T>>): {
  readonly state: Loaded<T>;
  readonly retry: () => void;
  readonly set: (state: Loaded<T>) => void;
} {
  const [state, set] = useState<Loaded<T>>(LOADING);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void request().then((result) => {
      if (live) set(loadedFrom(result));
    });
    return () => {
      live = false;
    };
  }, [request, attempt]);
  const retry = useCallback(() => {
    set(LOADING);
    setAttempt((n) => n + 1);
  }, []);
  return {state, retry, set};
}
