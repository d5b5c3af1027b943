import {useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useSettings} from '@site/src/components/useSettings';

/**
 * Where "Log in" leads: the site's own login page in the current language, told to come back here
 * afterwards (`?next=`), or the external address the settings name instead.
 */
export function useLoginHref(): string {
  const {login} = useSettings().links;
  const {pathname, search} = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  if (!login.startsWith('/')) return login;
  const page = withBaseUrl(login);
  return pathname === page ? page : `${page}?next=${encodeURIComponent(`${pathname}${search}`)}`;
}
