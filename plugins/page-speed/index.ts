/**
 * Page speed: everything the site does to load and start fast on a cheap phone, in one plugin.
 * README.md beside this file lists each trick, what it saves (measured with `npm run bench:speed`)
 * and what it relies on in Docusaurus, DocSearch, Preact or React (each reliance has a canary in
 * tests/unit/canaries.test.ts).
 *
 * Build-time parts are here; the browser parts live in ./client (hydration in short tasks,
 * prefetches held until the first action), the Preact shims in ./preact, the script loader in
 * ./scriptsAfterPaint.ts and ./afterPaintLoader.ts (whose file the postBuild writes). Two theme
 * wrappers take part as well, because only a theme component can: src/theme/CodeBlock (the
 * highlighter only with code) and src/theme/Navbar/MobileSidebar (the phone menu built on intent).
 *
 * Each trick reads whether it is on from SITE_SPEED_OFF (packages/shared/src/env.ts); the browser
 * parts through the build-time constants `process.env.SPEED_<TRICK>` ("on" or "off"), which the
 * minifier folds, so a real build carries no code for the switch.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {buildOptionsFromEnv, SPEED_TRICKS, type SpeedTrick} from '@interlinear/shared/env';
import {prependExactAlias} from '../alias';
import {LOADER_FILE, LOADER_SCRIPT} from './afterPaintLoader';
import {COMPILE_HINT} from './compileHint';
import {PREACT_ALIASES} from './preact/aliases.mjs';
import {writeRouteChunks} from './routeChunks';
import {priceTexts} from './priceTexts';
import {splitTranslations} from './splitTranslations';

export {PREACT_ALIASES};

/** The theme-common module whose key ordering the "collation" trick replaces. */
const REACT_UTILS = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

/** react-helmet-async's browser build, which the "head" trick rewrites (see helmetBatch.cjs). */
const HELMET = /[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/;

/** The tricks this build leaves out: SITE_SPEED_OFF, read once per build process. */
const SPEED_OFF = buildOptionsFromEnv(process.env).speedOff;

/** Whether a trick is on in this build (all are, unless SITE_SPEED_OFF names it). */
export function speedTrickOn(trick: SpeedTrick): boolean {
  return !SPEED_OFF.includes(trick);
}

/** What the "chunks" trick reads from the browser compilation's statistics. */
interface ChunkStats {
  toJson(options: object): {namedChunkGroups?: Record<string, {assets?: {name: string}[]}>};
}

export default function pageSpeedPlugin(context: LoadContext): Plugin {
  const on = speedTrickOn;
  const prism = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism;
  if (on('prism') && prism?.additionalLanguages?.length) {
    throw new Error(
      "plugins/page-speed drops the theme's Prism language loader; remove that override before adding prism.additionalLanguages",
    );
  }
  const loader = path.join(context.siteDir, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages');
  const translations = splitTranslations(context);
  /** "chunks": the script files of each named chunk group, as the browser compilation reports them. */
  const chunkGroups = new Map<string, string[]>();
  return {
    name: 'page-speed',
    // The group modules are written in any case: pages import them (with the trick off they only
    // repeat strings the main bundle already holds).
    contentLoaded: translations.contentLoaded,
    getClientModules() {
      return on('prefetch') ? [path.join(__dirname, 'client/prefetchPolicy.ts')] : [];
    },
    configureWebpack(config, isServer, utils, content) {
      // "prism": the classic theme loads Prism's whole language catalogue on every page to teach
      // it `additionalLanguages`; this site adds none, so that module is replaced by an empty one.
      if (on('prism')) prependExactAlias(config, loader, path.join(__dirname, 'empty.js'));
      // "preact": the browser bundle runs on Preact; the server still renders with React.
      if (!isServer && on('preact')) {
        for (const [request, target] of Object.entries(PREACT_ALIASES)) prependExactAlias(config, request, target);
      }
      // "routes": plain paths are matched as text, not compiled into regular expressions.
      if (!isServer && on('routes'))
        prependExactAlias(config, 'path-to-regexp', path.join(__dirname, 'client/staticRoutes.ts'));
      if (on('translations')) translations.configureWebpack(config, isServer, utils, content);
      // "collation": no string collation while a page starts (see plainKeyOrder.cjs).
      const rules = on('collation') ? [{test: REACT_UTILS, use: [path.join(__dirname, 'plainKeyOrder.cjs')]}] : [];
      // "head": the page's <Head> elements fold their tags once per pass, not once each.
      if (!isServer && on('head')) rules.push({test: HELMET, use: [path.join(__dirname, 'helmetBatch.cjs')]});
      const constants: Record<string, string> = {'process.env.BROWSER_BUNDLE': JSON.stringify(String(!isServer))};
      for (const trick of SPEED_TRICKS)
        constants[`process.env.SPEED_${trick.toUpperCase()}`] = JSON.stringify(on(trick) ? 'on' : 'off');
      // "prices": the browser bundle carries the catalogue's prices written out (see priceTexts.ts).
      const htmlLang = context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ?? context.i18n.currentLocale;
      constants['process.env.PRICE_TEXTS'] =
        !isServer && on('prices') ? JSON.stringify(priceTexts(htmlLang)) : 'undefined';
      const bundler = utils.currentBundler.instance;
      const plugins: unknown[] = [new bundler.DefinePlugin(constants)];
      // "compile": the browser's scripts ask V8 to compile all their functions up front. A page runs
      // nearly all of its bundles' code while it starts, and compiling each function lazily at its
      // first call made up much of the main bundle's run on the main thread. The comment goes in
      // after minification (which would drop it) and before the content hashes are computed.
      if (!isServer && on('compile'))
        plugins.push(
          new bundler.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.js$/,
            stage: bundler.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        );
      // "stages": the main bundle's modules run a group per task (see client/stagedEntry.js).
      if (!isServer && on('stages')) {
        if (typeof config.entry !== 'string' || !/[\\/]clientEntry\.js$/.test(config.entry))
          throw new Error(
            `plugins/page-speed ("stages"): expected Docusaurus's client entry, found ${JSON.stringify(config.entry)}`,
          );
        config.entry = path.join(__dirname, 'client/stagedEntry.js');
      }
      // "chunks": each page names its route's chunks with its bundles (see routeChunks.ts).
      if (!isServer && on('chunks'))
        plugins.push({
          apply(compiler: {hooks: {done: {tap: (name: string, run: (stats: ChunkStats) => void) => void}}}) {
            compiler.hooks.done.tap('page-speed-chunks', (stats) => {
              chunkGroups.clear();
              const {namedChunkGroups = {}} = stats.toJson({all: false, chunkGroups: true});
              for (const [name, group] of Object.entries(namedChunkGroups))
                chunkGroups.set(
                  name,
                  (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js')),
                );
            });
          },
        });
      return {module: {rules}, plugins} as Configuration;
    },
    async postBuild({outDir, routesPaths, baseUrl}) {
      if (on('paint')) {
        const loader = path.join(outDir, LOADER_FILE);
        await mkdir(path.dirname(loader), {recursive: true});
        await writeFile(loader, LOADER_SCRIPT);
      }
      if (!on('chunks')) return;
      await writeRouteChunks({
        outDir,
        generatedFilesDir: context.generatedFilesDir,
        baseUrl,
        locations: routesPaths,
        groups: chunkGroups,
      });
    },
  };
}
