/**
 * On the not-found page, the parts of the layout that build addresses from the current path (the
 * alternate-language and canonical links, the language menu) would point at the same missing
 * path in every language. Inside this wrapper they see the locale's home page instead.
 */
import React, {useMemo, type ReactNode} from 'react';
import {StaticRouter} from 'react-router-dom';
import routes from '@generated/routes';
import {matchPath, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {hasPage} from '@site/src/lib/routeMatch';

const matches = (pathname: string, route: {path?: string | string[]; exact?: boolean; strict?: boolean}) =>
  matchPath(pathname, route) !== null;

export function useIsNotFound(): boolean {
  const {pathname} = useLocation();
  return useMemo(() => !hasPage(routes, pathname, matches), [pathname]);
}

export default function NotFoundAddresses({children}: {children: ReactNode}): ReactNode {
  const home = useBaseUrl('/');
  if (!useIsNotFound()) return children;
  return <StaticRouter location={home}>{children}</StaticRouter>;
}
