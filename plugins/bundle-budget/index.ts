/**
 * Keeps the JavaScript every page loads small (the budget is 150 KB gzipped on a doc page; see
 * scripts/bench-web.mjs).
 * - The classic theme registers a client module that teaches Prism the `additionalLanguages` of
 *   the theme config; it loads Prism and Prism's whole language catalogue on every page, code or
 *   not. This site adds no languages (the build fails here if one is added), so that module is
 *   replaced by an empty one; code blocks still get prism-react-renderer's built-in languages.
 * - The browser bundle runs on Preact's React compatibility layer instead of React DOM (about
 *   70 KB gzipped less, and a shorter hydration); the server still renders with React. The shims
 *   in ./preact keep the React behaviour the site depends on.
 * - `process.env.BROWSER_BUNDLE` is "true" in the browser bundle and "false" in the server one,
 *   for code that must differ between them at build time (src/theme/CodeBlock).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prependExactAlias} from '../alias';

/**
 * The browser bundle's module requests that lead to Preact, and where each one leads. The
 * component tests (vitest.config.mts) resolve these requests the same way, so that they run what
 * visitors run.
 */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react: path.join(__dirname, 'preact/react.js'),
  'react-dom': path.join(__dirname, 'preact/react.js'),
  'react-dom/client': path.join(__dirname, 'preact/react-dom-client.js'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

export default function bundleBudgetPlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism;
  if (prism?.additionalLanguages?.length) {
    throw new Error('plugins/bundle-budget drops the theme\'s Prism language loader; remove that override before adding prism.additionalLanguages');
  }
  const loader = path.join(context.siteDir, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'bundle-budget',
    configureWebpack(config, isServer, {currentBundler}) {
      prependExactAlias(config, loader, path.join(__dirname, 'empty.js'));
      if (!isServer) {
        for (const [request, target] of Object.entries(PREACT_ALIASES)) prependExactAlias(config, request, target);
      }
      return {plugins: [new currentBundler.instance.DefinePlugin({'process.env.BROWSER_BUNDLE': JSON.stringify(String(!isServer))})]};
    },
  };
}
