import React, {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {audienceOf, type Audience} from '@site/src/lib/audience';
import {browserCookies, browserStorage} from '@site/src/lib/storage';
import {USER_CHANGED_EVENT} from '@site/src/lib/session';
import {useSettings} from '@site/src/components/useSettings';

const AudienceContext = createContext<Audience | null>(null);

/**
 * Applies the audience rules of `src/lib/audience.ts` to this browser, once per client-side
 * navigation, whenever another tab changes storage, and whenever this tab's API answers change
 * the stored user (signing in or out, becoming Pro). Until then (server
 * rendering, first client render) the audience is null and role-dependent elements stay hidden.
 */
export function AudienceProvider({children}: {readonly children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {loginCookie} = useSettings().storage;
  const [audience, setAudience] = useState<Audience | null>(null);
  const [storageVersion, setStorageVersion] = useState(0);

  useEffect(() => {
    const onStorage = () => setStorageVersion((v) => v + 1);
    window.addEventListener('storage', onStorage);
    window.addEventListener(USER_CHANGED_EVENT, onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(USER_CHANGED_EVENT, onStorage);
    };
  }, []);

  useEffect(() => {
    setAudience(
      audienceOf({
        store: browserStorage(),
        cookies: browserCookies(),
        userAgent: navigator.userAgent,
        pathname,
        localeBaseUrl: siteConfig.baseUrl,
        loginCookie,
      }),
    );
  }, [pathname, siteConfig.baseUrl, loginCookie, storageVersion]);

  return <AudienceContext.Provider value={audience}>{children}</AudienceContext.Provider>;
}

/** Who is looking (see AudienceProvider); null while unknown. */
export function useAudience(): Audience | null {
  return useContext(AudienceContext);
}
