import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {audienceOf, type Audience} from '@site/src/lib/audience';
import {browserCookies, browserStorage} from '@site/src/lib/storage';
import {useSettings} from '@site/src/components/useSettings';

/**
 * The audience rules of `src/lib/audience.ts` applied to this browser. Null during server
 * rendering and the first client render, so role-dependent elements start hidden. Re-evaluated on
 * every client-side navigation and when another tab changes storage (signing in or out).
 */
export function useAudience(): Audience | null {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const settings = useSettings();
  const [audience, setAudience] = useState<Audience | null>(null);
  const [storageVersion, setStorageVersion] = useState(0);

  useEffect(() => {
    const onStorage = () => setStorageVersion((v) => v + 1);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    setAudience(
      audienceOf({
        store: browserStorage(),
        cookies: browserCookies(),
        userAgent: navigator.userAgent,
        pathname,
        localeBaseUrl: siteConfig.baseUrl,
        loginCookie: settings.storage.loginCookie,
      }),
    );
  }, [pathname, siteConfig.baseUrl, settings.storage.loginCookie, storageVersion]);

  return audience;
}
