/**
 * Keeps code that few pages need out of the bundle every page loads. The classic theme registers
 * a client module that teaches Prism the `additionalLanguages` of the theme config; it loads
 * Prism and Prism's whole language catalogue on every page, code or not. This site adds no
 * languages (the build fails here if one is added), so that module is replaced by an empty one;
 * code blocks still get prism-react-renderer's built-in languages where they are rendered.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prependExactAlias} from '../alias';

export default function bundleBudgetPlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism;
  if (prism?.additionalLanguages?.length) {
    throw new Error('plugins/bundle-budget drops the theme\'s Prism language loader; remove that override before adding prism.additionalLanguages');
  }
  const loader = path.join(context.siteDir, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'bundle-budget',
    configureWebpack(config) {
      prependExactAlias(config, loader, path.join(__dirname, 'empty.js'));
      return {};
    },
  };
}
