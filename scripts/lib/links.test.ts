import {describe, expect, it} from 'vitest';
import {brokenLinks, linkTarget, pagePath, servedFile} from './links';

const SITE = 'https://www.interlinear.example';

const PAGES = new Map([
  [
    'index.html',
    '<a href="/docs/">Docs</a><a href="/hi/">हिन्दी</a><a href="https://github.com/x">out</a><a href="mailto:a@b.c">mail</a>',
  ],
  [
    'docs/index.html',
    '<h2 id="start">Start</h2><a href="usage/#install">Install</a><a href="#start">top</a><img src="/img/logo.svg">',
  ],
  ['docs/usage/index.html', '<h2 id="install">Install</h2><a href="../">Docs</a><a href="/docs">no slash</a>'],
  [
    'hi/index.html',
    `<link rel="canonical" href="${SITE}/hi/"><a href="/hi/docs/">missing</a><a href="/docs/usage/#nowhere">bad anchor</a><a href="#">top</a>`,
  ],
  ['hi/404.html', '<a href="/hi/">home</a>'],
]);
const FILES = new Set([...PAGES.keys(), 'img/logo.svg']);
const exists = (file: string) => FILES.has(file);

describe('addresses', () => {
  it('maps built files to the addresses that serve them', () => {
    expect(pagePath('hi/docs/index.html')).toBe('/hi/docs/');
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('hi/404.html')).toBe('/hi/404.html');
  });

  it('resolves relative, absolute and same-origin links; leaves other sites and schemes alone', () => {
    expect(linkTarget('usage/#a%20b', '/docs/', SITE)).toEqual({internal: true, path: '/docs/usage/', fragment: 'a b'});
    expect(linkTarget(`${SITE}/hi/?x=1`, '/', SITE)).toEqual({internal: true, path: '/hi/', fragment: ''});
    expect(linkTarget('https://github.com/x', '/', SITE)).toEqual({internal: false});
    expect(linkTarget('mailto:a@b.c', '/', SITE)).toEqual({internal: false});
  });

  it('serves folders from their index.html and redirects a missing slash', () => {
    expect(servedFile('/docs/', exists)).toBe('docs/index.html');
    expect(servedFile('/docs', exists)).toBe('docs/index.html');
    expect(servedFile('/img/logo.svg', exists)).toBe('img/logo.svg');
    expect(servedFile('/hi/docs/', exists)).toBeNull();
  });
});

describe('brokenLinks', () => {
  it('reports missing pages and missing anchors, nothing else', () => {
    expect(brokenLinks(PAGES, exists, SITE)).toEqual([
      {page: '/hi/', href: '/hi/docs/', reason: 'missing page or file'},
      {page: '/hi/', href: '/docs/usage/#nowhere', reason: 'missing anchor'},
    ]);
  });
});
