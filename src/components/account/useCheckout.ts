import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Purchase} from '@site/src/api/client';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {useLoginHref} from '@site/src/components/account/useLoginHref';
import {IDLE, purchaseFrom, type PurchaseState} from '@site/src/lib/purchase';

/**
 * Starts a checkout from a buy button: creates the order in the page's language and sends the
 * visitor to pay it; a visitor who is not signed in goes to the login page, which brings them
 * back here. A second click while the first is under way does nothing.
 */
export function useCheckout(): {
  readonly state: PurchaseState;
  readonly buy: (purchase: Purchase, item: string) => void;
} {
  const api = useApiClient();
  const {currentLocale} = useDocusaurusContext().i18n;
  const login = useLoginHref();
  const history = useHistory();
  const [state, setState] = useState<PurchaseState>(IDLE);
  // Guards against a second click arriving before the buttons re-render as disabled.
  const busy = useRef(false);

  // Coming back from the payment page with the back button restores this page from the cache,
  // buttons still disabled: it starts again instead.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setState(IDLE);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const buy = useCallback(
    (purchase: Purchase, item: string) => {
      if (busy.current) return;
      busy.current = true;
      setState({status: 'pending', item});
      void api.createOrder(purchase, currentLocale).then((result) => {
        const next = purchaseFrom(item, result);
        setState(next);
        if (next.status === 'redirecting') {
          window.location.assign(next.url);
          return;
        }
        busy.current = false;
        if (next.status === 'signedOut') {
          if (login.startsWith('/')) history.push(login);
          else window.location.assign(login);
        }
      });
    },
    [api, currentLocale, history, login],
  );
  return {state, buy};
}
