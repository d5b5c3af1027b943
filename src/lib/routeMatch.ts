/**
 * Whether an address has a page: Docusaurus's routes end with a catch-all that shows the
 * not-found page, and a parent route (the docs) only has a page when one of its children does.
 */
export interface RouteLike {
  readonly path?: string | readonly string[];
  readonly exact?: boolean;
  readonly strict?: boolean;
  readonly routes?: readonly RouteLike[];
}

export type PathMatcher = (
  pathname: string,
  route: {path?: string | string[]; exact?: boolean; strict?: boolean},
) => boolean;

export function hasPage(routes: readonly RouteLike[], pathname: string, matches: PathMatcher): boolean {
  // Like the router, only the first route that matches is rendered.
  const route = routes.find(
    (r) =>
      r.path !== '*' && matches(pathname, {...r, path: typeof r.path === 'string' ? r.path : r.path && [...r.path]}),
  );
  if (!route) return false;
  return route.routes ? hasPage(route.routes, pathname, matches) : true;
}
