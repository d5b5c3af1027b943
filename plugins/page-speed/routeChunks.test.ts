import {describe, expect, it} from 'vitest';
import {htmlFileOf, parseRouteTree, routeChunkFiles, withRouteChunks} from './routeChunks';

/** A route tree as Docusaurus generates it: a docs layout with nested routes, pages, the 404 route. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/en/pricing/',
    component: ComponentCreator('/en/pricing/', '4a1'),
    exact: true
  },
  {
    path: '/en/docs',
    component: ComponentCreator('/en/docs', 'f0e'),
    routes: [
      {
        path: '/en/docs',
        component: ComponentCreator('/en/docs', '9c2'),
        routes: [
          {
            path: '/en/docs/usage/',
            component: ComponentCreator('/en/docs/usage/', '77b'),
            exact: true,
            sidebar: "docs"
          },
          {
            path: '/en/docs/faq/',
            component: ComponentCreator('/en/docs/faq/', '12d'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '/en/',
    component: ComponentCreator('/en/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/en/pricing/-4a1': {__comp: 'pricing', __context: {plugin: 'pages'}},
  '/en/docs-f0e': {__comp: 'docsRoot', __context: {plugin: 'docs'}},
  '/en/docs-9c2': {__comp: 'docRoot', __props: 'version'},
  '/en/docs/usage/-77b': {__comp: 'docItem', content: 'usageContent'},
  '/en/docs/faq/-12d': {__comp: 'docItem', content: 'faqContent'},
  '/en/-e5f': {__comp: 'home', __context: {plugin: 'pages'}},
};

const GROUPS = new Map([
  ['pricing', ['assets/js/pricing.1.js']],
  ['pages', ['assets/js/pages.2.js']],
  ['docsRoot', ['assets/js/shared.3.js', 'assets/js/docsRoot.4.js']],
  ['docs', ['assets/js/docs.5.js']],
  ['docRoot', ['assets/js/shared.3.js', 'assets/js/docRoot.6.js']],
  ['version', ['assets/js/version.7.js']],
  ['docItem', ['assets/js/docItem.8.js']],
  ['usageContent', ['assets/js/usage.9.js']],
  ['faqContent', ['assets/js/faq.10.js']],
  ['home', ['assets/js/home.11.js']],
]);

describe('the route chunks a page names (the "chunks" trick)', () => {
  const routes = parseRouteTree(ROUTES_JS);

  it('reads each route key from the generated route tree', () => {
    expect(routes[0]).toEqual({path: '/en/pricing/', key: '/en/pricing/-4a1', exact: true});
    expect(routes[1]?.routes?.[0]?.routes?.[1]?.key).toBe('/en/docs/faq/-12d');
    expect(routes.at(-1)).toEqual({path: '*', key: undefined});
  });

  it('a doc page needs the docs layouts, its own item and its own content, each file once', () => {
    expect(routeChunkFiles(routes, CHUNK_NAMES, GROUPS, '/en/docs/usage/')).toEqual([
      'assets/js/shared.3.js',
      'assets/js/docsRoot.4.js',
      'assets/js/docs.5.js',
      'assets/js/docRoot.6.js',
      'assets/js/version.7.js',
      'assets/js/docItem.8.js',
      'assets/js/usage.9.js',
    ]);
    expect(routeChunkFiles(routes, CHUNK_NAMES, GROUPS, '/en/docs/faq/')).toContain('assets/js/faq.10.js');
    expect(routeChunkFiles(routes, CHUNK_NAMES, GROUPS, '/en/docs/faq/')).not.toContain('assets/js/usage.9.js');
  });

  it('a marketing page needs only its own route, not the home page it starts with', () => {
    expect(routeChunkFiles(routes, CHUNK_NAMES, GROUPS, '/en/pricing/')).toEqual([
      'assets/js/pricing.1.js',
      'assets/js/pages.2.js',
    ]);
    expect(routeChunkFiles(routes, CHUNK_NAMES, GROUPS, '/en/')).toEqual([
      'assets/js/home.11.js',
      'assets/js/pages.2.js',
    ]);
  });

  it('the not-found page and files the page already names add nothing', () => {
    expect(routeChunkFiles(routes, CHUNK_NAMES, GROUPS, '/en/404.html')).toEqual([]);
    expect(routeChunkFiles(routes, CHUNK_NAMES, GROUPS, '/en/pricing/', new Set(['assets/js/pages.2.js']))).toEqual([
      'assets/js/pricing.1.js',
    ]);
  });

  it('refuses a route tree that would run code', () => {
    expect(() => parseRouteTree(`export default [{path: '/', component: require('x')}];`)).toThrow(
      /more than route data/,
    );
  });

  it('writes the chunks before the main bundle, in the main bundle’s own form', () => {
    const inert =
      '<head><script type=text/x-bundle data-bundle=/en/assets/js/runtime~main.1.js></script><script type=text/x-bundle data-bundle=/en/assets/js/main.2.js></script></head>';
    expect(withRouteChunks(inert, ['assets/js/a.3.js', 'assets/js/b.4.js'], '/en/')).toBe(
      '<head><script type=text/x-bundle data-bundle=/en/assets/js/runtime~main.1.js></script>' +
        '<script type=text/x-bundle data-bundle=/en/assets/js/a.3.js></script>' +
        '<script type=text/x-bundle data-bundle=/en/assets/js/b.4.js></script>' +
        '<script type=text/x-bundle data-bundle=/en/assets/js/main.2.js></script></head>',
    );
    const deferred = '<script src="/hi/assets/js/main.ab.js" defer></script>';
    expect(withRouteChunks(deferred, ['assets/js/c.5.js'], '/hi/')).toBe(
      '<script src="/hi/assets/js/c.5.js" defer></script><script src="/hi/assets/js/main.ab.js" defer></script>',
    );
    expect(withRouteChunks('<p>no bundles</p>', ['assets/js/c.5.js'], '/hi/')).toBe('<p>no bundles</p>');
  });

  it('finds the file Docusaurus wrote for a location', () => {
    expect(htmlFileOf('/en/', '/en/')).toBe('index.html');
    expect(htmlFileOf('/en/docs/usage/', '/en/')).toBe('docs/usage/index.html');
    expect(htmlFileOf('/en/404.html', '/en/')).toBe('404.html');
    expect(htmlFileOf('/en/search', '/en/')).toBe('search/index.html');
  });
});
