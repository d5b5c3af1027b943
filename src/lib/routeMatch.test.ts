import {matchPath} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {hasPage, type RouteLike} from './routeMatch';

const matches = (pathname: string, route: {path?: string | string[]; exact?: boolean; strict?: boolean}) =>
  matchPath(pathname, route) !== null;

// The shape Docusaurus generates: pages, the docs as a parent route, then the catch-all.
const ROUTES: RouteLike[] = [
  {path: '/hi/', exact: true},
  {path: '/hi/pricing/', exact: true},
  {
    path: '/hi/docs',
    routes: [
      {
        path: '/hi/docs',
        routes: [
          {path: '/hi/docs/usage/', exact: true},
          {path: '/hi/docs/', exact: true},
        ],
      },
    ],
  },
  {path: '*'},
];

describe('hasPage', () => {
  it('finds pages, docs included', () => {
    for (const path of ['/hi/', '/hi/pricing/', '/hi/docs/', '/hi/docs/usage/'])
      expect(hasPage(ROUTES, path, matches)).toBe(true);
  });

  it('says no for the not-found page and for missing docs under the docs route', () => {
    for (const path of ['/hi/404.html', '/hi/nope/', '/hi/docs/nope/'])
      expect(hasPage(ROUTES, path, matches)).toBe(false);
  });
});
