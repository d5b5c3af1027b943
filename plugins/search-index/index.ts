/**
 * Builds the local search index: after each locale's build, every built docs page is read
 * (`extract.ts`) and the locale's records are written to `<baseUrl>search-index.json`, which the
 * browser fetches on first use of search. The same file feeds the upload to the hosted index.
 *
 * `docusaurus start` builds nothing, so it serves the index of the last `npm run build` (copied
 * aside at start) and says how to make one when there is none.
 */
import {copyFile, mkdir, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_FORMAT, indexRecords, type IndexFile, type PageInput} from '../../src/lib/search/records';
import {INDEX_FILE} from '../../src/lib/search/constants';
import {extractPage} from './extract';
import {builtDocPages} from '../builtDocPages';

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export async function buildIndexFile(
  outDir: string,
  baseUrl: string,
  routesPaths: readonly string[],
): Promise<IndexFile> {
  const pages: PageInput[] = [];
  let language = '';
  let tag = '';
  for await (const {route, html} of builtDocPages(outDir, baseUrl, routesPaths)) {
    try {
      const extracted = extractPage(html, route, 'Docs');
      pages.push(extracted.page);
      language ||= extracted.language;
      tag ||= extracted.docusaurusTag;
    } catch (error) {
      throw new Error(`Could not index the built page ${route}`, {cause: error});
    }
  }
  if (pages.length === 0) throw new Error(`No built docs page under ${baseUrl}docs/ to index`);
  return {format: INDEX_FORMAT, language, docusaurus_tag: tag, pages};
}

function devCacheDir(siteDir: string, locale: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'search-index-dev', locale);
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, i18n} = context;
  const locale = i18n.currentLocale;
  return {
    name: 'search-index',

    async postBuild({outDir, routesPaths}) {
      try {
        const file = await buildIndexFile(outDir, baseUrl, routesPaths);
        const json = JSON.stringify(file);
        await writeFile(path.join(outDir, INDEX_FILE), json);
        const records = indexRecords(file).length;
        logger.info(
          `[search-index] ${locale}: ${file.pages.length} pages, ${records} records, ${kb(Buffer.byteLength(json))} (${kb(gzipSync(json, {level: 9}).length)} gzipped)`,
        );
      } catch (error) {
        throw new Error(`The search index for locale "${locale}" could not be built`, {cause: error});
      }
    },

    async loadContent() {
      if (process.env.NODE_ENV === 'production') return;
      // Where `npm run build` put this locale: the default locale at the root, the others in a folder.
      const built = path.join(siteDir, 'build', locale === i18n.defaultLocale ? '' : locale, INDEX_FILE);
      const target = devCacheDir(siteDir, locale);
      if (existsSync(built)) {
        await mkdir(target, {recursive: true});
        await copyFile(built, path.join(target, INDEX_FILE));
        logger.info(`[search-index] ${locale}: search uses the index of the last build (${built}).`);
      } else {
        logger.warn(
          `[search-index] ${locale}: no search index yet, so search will show its error screen. Run "npm run build" once; "npm start" then uses that build's index.`,
        );
      }
    },

    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') return {};
      const directory = devCacheDir(siteDir, locale);
      return {devServer: {static: [{directory, publicPath: baseUrl, watch: false}]}} as object;
    },
  };
}
