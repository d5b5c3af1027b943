/**
 * Canaries for the places where the site leans on something Docusaurus, DocSearch, Preact or
 * React do not promise: a private module path, a generated module, a global, a class name, a
 * scheduling hook. Each fails with a message that names the part of the site to revisit, so an
 * upgrade that moves one of these breaks here, in plain words, before it breaks a page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

/** A file of an installed package, or '' when it is gone. */
function source(name: string, file: string): string {
  try {
    return readFileSync(path.join('node_modules', name, file), 'utf8');
  } catch {
    return '';
  }
}

/** Whether module source text exports `name` (a declaration or a re-export list). */
function exportsName(text: string, name: string): boolean {
  return new RegExp(
    `export\\s+(?:\\{[^}]*\\b${name}\\b[^}]*\\}|(?:async\\s+)?(?:function|const|let|class)\\s+${name}\\b)`,
  ).test(text);
}

function version(name: string): string {
  return (JSON.parse(source(name, 'package.json') || '{}') as {version?: string}).version ?? '';
}

describe('Docusaurus internals the site uses', () => {
  it('the versions these canaries were written for', () => {
    // Not a failure by itself: update the figures after checking every canary below still holds.
    expect(version('@docusaurus/core'), 'Docusaurus was upgraded: read this file, then update the version').toBe(
      '3.10.2',
    );
  });

  it('the classic theme registers its Prism language loader as a client module (plugins/page-speed replaces it)', () => {
    expect(
      source('@docusaurus/theme-classic', 'lib/prism-include-languages.js'),
      'the loader moved: plugins/page-speed aliases a file that no longer exists',
    ).not.toBe('');
    expect(
      source('@docusaurus/theme-classic', 'lib/index.js'),
      'the theme no longer loads the Prism languages itself: drop the alias in plugins/page-speed',
    ).toContain("'./prism-include-languages'");
  });

  it('Translate and the site context read @generated/codeTranslations, written as codeTranslations.json (plugins/page-speed (splitTranslations.ts) re-aliases it)', () => {
    const message =
      'translations no longer come from @generated/codeTranslations: plugins/page-speed (splitTranslations.ts) would leave the marketing strings in every page';
    expect(source('@docusaurus/core', 'lib/client/exports/Translate.js'), message).toContain(
      "from '@generated/codeTranslations'",
    );
    expect(source('@docusaurus/core', 'lib/client/docusaurusContext.js'), message).toContain(
      "from '@generated/codeTranslations'",
    );
    expect(
      source('@docusaurus/core', 'lib/server/codegen/codegen.js'),
      'the generated file changed name: plugins/page-speed (splitTranslations.ts) reads codeTranslations.json',
    ).toContain('codeTranslations.json');
  });

  it('links prefetch through window.docusaurus, which the client entry sets (plugins/page-speed/client/prefetchPolicy.ts holds it back)', () => {
    const message =
      'prefetching no longer goes through window.docusaurus: plugins/page-speed/client/prefetchPolicy.ts would stop holding it until the first action';
    expect(source('@docusaurus/core', 'lib/client/clientEntry.js'), message).toMatch(/window\.docusaurus = docusaurus/);
    expect(source('@docusaurus/core', 'lib/client/exports/Link.js'), message).toContain('window.docusaurus.prefetch(');
  });

  it("theme-common orders a memo's keys with localeCompare (plugins/page-speed/plainKeyOrder.cjs replaces it)", () => {
    expect(
      source('@docusaurus/theme-common', 'lib/utils/reactUtils.js'),
      'the key ordering changed: the "collation" trick (plugins/page-speed/plainKeyOrder.cjs) stops the build; revisit it',
    ).toContain('a[0].localeCompare(b[0])');
  });

  it('the theme drops the desktop sidebar and table of contents on a phone (src/theme/DocSidebar/Desktop and DocItem/TOC/Desktop never hydrate them there)', () => {
    const message =
      'the theme keeps a desktop part on phones: the wrappers that hold it back until idle would hydrate it late instead of never';
    expect(source('@docusaurus/theme-classic', 'lib/theme/DocSidebar/index.js'), message).toMatch(
      /shouldRenderSidebarDesktop =\s*windowSize === 'desktop' \|\| windowSize === 'ssr'/,
    );
    expect(source('@docusaurus/theme-classic', 'lib/theme/DocItem/Layout/index.js'), message).toMatch(
      /\(windowSize === 'desktop' \|\| windowSize === 'ssr'\) \?\s*\(?\s*<DocItemTOCDesktop/,
    );
  });

  it("react-router matches paths with path-to-regexp's main function and reads the match's first element (plugins/page-speed/client/staticRoutes.ts stands in for plain paths)", () => {
    const router = source('react-router', 'esm/react-router.js');
    const message =
      'react-router no longer compiles paths the way staticRoutes.ts expects: check its matchPath before keeping the "routes" trick';
    expect(version('path-to-regexp'), message).toMatch(/^1\./);
    expect(router, message).toContain("import pathToRegexp from 'path-to-regexp';");
    expect(router, message).toContain('var regexp = pathToRegexp(path, keys, options);');
    expect(router, message).toContain('var match = regexp.exec(pathname);');
    expect(router, message).toContain('var url = match[0],');
  });

  it("the page template names only the entry bundles, and routes.js names each route's chunk key with ComponentCreator(path, hash) (plugins/page-speed/routeChunks.ts adds each page's route chunks)", () => {
    expect(
      source('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js'),
      'routes.js is written differently: plugins/page-speed/routeChunks.ts (parseRouteTree) cannot read route keys',
    ).toContain("component: ComponentCreator('${routePath}', '${routeHash}')");
    expect(
      source('@docusaurus/core', 'lib/client/preload.js'),
      "Docusaurus no longer preloads the routes react-router-config's matchRoutes finds: routeChunkFiles would name the wrong chunks",
    ).toContain('matchRoutes(');
  });

  it('the route context provider the error page wraps a failed page in (src/theme/Error)', () => {
    expect(
      exportsName(source('@docusaurus/core', 'lib/client/routeContext.js'), 'RouteContextProvider'),
      'src/theme/Error imports RouteContextProvider from @docusaurus/core/lib/client/routeContext',
    ).toBe(true);
  });

  it.each([
    ['useAlternatePageUtils', 'src/theme/SiteMetadata, src/components/TranslationNotice'],
    ['DEFAULT_SEARCH_TAG', 'src/theme/SiteMetadata'],
    ['useNavbarMobileSidebar', 'src/theme/Navbar/MobileSidebar'],
    ['useAnnouncementBar', 'src/theme/AnnouncementBar'],
  ])('@docusaurus/theme-common/internal exports %s (used by %s)', (name, users) => {
    expect(
      exportsName(source('@docusaurus/theme-common', 'lib/internal.js'), name),
      `${name} left @docusaurus/theme-common/internal: fix ${users}`,
    ).toBe(true);
  });
});

describe('DocSearch internals the search bar uses', () => {
  it('the version these canaries were written for', () => {
    expect(
      version('@docsearch/react'),
      'DocSearch was upgraded: read this file and src/theme/SearchBar, then update the version',
    ).toBe('4.6.3');
  });

  // Classes the SearchBar finds, styles or extends inside DocSearch's modal (src/theme/SearchBar).
  it.each([
    'DocSearch-Container',
    'DocSearch-Modal',
    'DocSearch-Input',
    'DocSearch-Dropdown',
    'DocSearch-Footer',
    'DocSearch-NoResults',
    'DocSearch-Help',
    'DocSearch-NoResults-Prefill-List',
    'DocSearch-NoResults-Prefill-List-Items',
    'DocSearch-Prefill',
    'DocSearch-Label',
    'DocSearch-HitsFooter',
    'DocSearch-Title',
  ])('the modal still renders the class %s', (name) => {
    expect(
      source('@docsearch/react', 'dist/esm/DocSearchModal.js'),
      `DocSearch no longer renders .${name}: the start screen, suggestions or styles of src/theme/SearchBar depend on it`,
    ).toContain(`"${name}`);
  });
});

describe('Preact and React behaviour the browser bundle relies on', () => {
  it('the Preact version these canaries were written for', () => {
    expect(version('preact'), 'Preact was upgraded: read plugins/page-speed/preact, then update the version').toBe(
      '10.29.8',
    );
  });

  it('hooks schedule their effects through options.requestAnimationFrame (plugins/page-speed/preact/react.js sets it)', () => {
    expect(
      source('preact', 'hooks/src/index.js'),
      'Preact no longer reads options.requestAnimationFrame: effects would wait a frame again after hydration',
    ).toMatch(/prevRaf = options\.requestAnimationFrame/);
  });

  it('a render asked for is scheduled through options.debounceRendering, read at each request (plugins/page-speed/preact/react.js sets it while the hydration effects run)', () => {
    expect(
      source('preact', 'src/component.js'),
      'Preact no longer reads options.debounceRendering per request: the "rerender" trick would not move the render after the effects',
    ).toMatch(/prevDebounce != options\.debounceRendering/);
  });

  it('preact/compat/client offers createRoot and hydrateRoot (the react-dom/client shim)', () => {
    const client = source('preact', 'compat/client.mjs') || source('preact', 'compat/client.js');
    for (const name of ['createRoot', 'hydrateRoot'])
      expect(exportsName(client, name), `preact/compat/client lost ${name}`).toBe(true);
  });

  it("React's server render puts an image preload before the markup (the react-dom/client shim removes it before hydrating)", () => {
    const html = renderToString(createElement('div', null, createElement('img', {src: '/img/logo.svg'})));
    expect(
      html,
      'React no longer writes the preload as the first child of the root: the LINK removal in plugins/page-speed/preact/react-dom-client.js can go',
    ).toMatch(/^<link rel="preload" as="image"/);
  });
});
