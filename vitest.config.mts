import path from 'node:path';
import {defineConfig} from 'vitest/config';
import {PREACT_ALIASES} from './plugins/page-speed/preact/aliases.mjs';

const root = import.meta.dirname;
const doubles = path.join(root, 'tests/components/doubles');

/** An alias for exactly one module request (a plain string would also take `react/...` for `react`). */
const exact = (request: string, target: string) => ({
  find: new RegExp(`^${request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
  replacement: target,
});

/**
 * The Docusaurus modules the tested components import; outside the bundler they do not resolve,
 * so each leads to a small stand-in in tests/components/doubles.
 */
const DOCUSAURUS_DOUBLES: Record<string, string> = {
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/router': 'router.ts',
  '@docusaurus/theme-common': 'themeCommon.ts',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useBrokenLinks': 'useBrokenLinks.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@theme/Heading': 'Heading.tsx',
  '@theme/NavbarItem/DefaultNavbarItem': 'DefaultNavbarItem.tsx',
  '@theme/NavbarItem/DropdownNavbarItem': 'DropdownNavbarItem.tsx',
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'plugins/**/*.test.ts',
            'scripts/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'packages/*/node/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Components as visitors run them: in a DOM, on Preact and the browser bundle's shims
        // (plugins/page-speed), with BROWSER_BUNDLE set as that bundle sets it.
        resolve: {
          // The ES modules of packages that have them, as the bundler takes: the CommonJS builds
          // (React Router's) would require React itself, past the aliases.
          mainFields: ['module', 'main'],
          alias: [
            ...Object.entries(PREACT_ALIASES).map(([request, target]) => exact(request, target)),
            ...Object.entries(DOCUSAURUS_DOUBLES).map(([request, file]) => exact(request, path.join(doubles, file))),
            // The split translations register strings for the real Translate; the double has none.
            {find: /^@generated\/page-speed\/.*$/, replacement: path.join(doubles, 'empty.ts')},
            {find: /^@site\//, replacement: `${root}/`},
          ],
        },
        // tsconfig.json leaves JSX to the bundler; here it becomes calls to the (aliased) React runtime.
        oxc: {jsx: {runtime: 'automatic', importSource: 'react'}},
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'happy-dom',
          // The site's address and an ordinary desktop Chrome (not Safari-like: see src/lib/audience.ts).
          environmentOptions: {
            happyDOM: {
              url: 'https://www.interlinear.example/',
              settings: {
                navigator: {
                  userAgent:
                    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
                },
              },
            },
          },
          env: {BROWSER_BUNDLE: 'true'},
          setupFiles: ['tests/components/setup.ts'],
          server: {
            deps: {
              // Packages that import React are transformed here rather than loaded by Node, so that
              // their `react` is Preact too.
              inline: ['react-router', 'react-router-dom', /@docsearch\//],
            },
          },
        },
      },
    ],
  },
});
