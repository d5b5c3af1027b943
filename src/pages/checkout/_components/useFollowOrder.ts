import {useCallback, useEffect, useState} from 'react';
import type {Order} from '@site/src/api/client';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {LOADING, loadedFrom, type Loaded} from '@site/src/lib/accountView';
import {nextPoll} from './follow';

/**
 * The order a return page names, asked again every few seconds while its payment is pending
 * (`follow.ts`). Once it is paid, the visitor's account is read again, so the navbar's Premium
 * tag and everything else that reads the stored user follow at once. `stalled` says the asking
 * stopped with the payment still pending; `checkAgain` starts it over.
 */
export function useFollowOrder(orderId: string | null): {
  readonly state: Loaded<Order>;
  readonly stalled: boolean;
  readonly checkAgain: () => void;
} {
  const api = useApiClient();
  const [state, setState] = useState<Loaded<Order>>(LOADING);
  const [stalled, setStalled] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!orderId) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const result = await api.order(orderId);
      if (!live) return;
      setState(loadedFrom(result));
      if (!result.ok) return;
      if (result.data.status === 'paid') void api.me();
      const wait = nextPoll(result.data, attempt);
      if (wait === null) setStalled(result.data.status === 'pending');
      else timer = setTimeout(() => void ask(attempt + 1), wait);
    };
    void ask(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, orderId, round]);

  const checkAgain = useCallback(() => {
    setStalled(false);
    setState(LOADING);
    setRound((n) => n + 1);
  }, []);
  return {state, stalled, checkAgain};
}
