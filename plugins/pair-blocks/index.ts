/**
 * Writes, beside each of the locale's own doc pages (`docs/<page>/index.html`), the page's blocks
 * as data (`blocks.json` with the first sections, `blocks-more.json` with the rest; see
 * src/lib/pair/blocks.ts): what a reader of another locale fetches when they choose to read that
 * page in this language too. Pages shown from another language
 * (fallbacks) and locales that show another locale's pages as they are get none.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {findLocale} from '@interlinear/shared/locales';
import {pairFileOf, splitPairFile, type PairFile} from '../../src/lib/pair/blocks';
import {PAIR_FILES, PAIR_FIRST_BLOCKS} from '../../src/lib/pair/control';
import {parsedAdapter, type ParsedNode} from './adapter';
import {builtDocPages} from '../builtDocPages';

/** The blocks of one built doc page, or undefined when the page is shown from another locale. */
export function pairFileOfHtml(html: string): PairFile | undefined {
  const $ = cheerio.load(html);
  const root = $('article .theme-doc-markdown').get(0) as ParsedNode | undefined;
  if (!root) throw new Error('the page has no article content (.theme-doc-markdown)');
  if ($('article .content-language-fallback').length > 0) return undefined;
  return pairFileOf(parsedAdapter, root);
}

export default function pairBlocksPlugin(context: LoadContext): Plugin {
  const {baseUrl, i18n} = context;
  const locale = i18n.currentLocale;
  return {
    name: 'pair-blocks',
    async postBuild({outDir, routesPaths}) {
      if (findLocale(locale)?.untranslated.kind === 'same-language') return;
      let pages = 0;
      let bytes = 0;
      for await (const {route, dir, html} of builtDocPages(outDir, baseUrl, routesPaths)) {
        let data: PairFile | undefined;
        try {
          data = pairFileOfHtml(html);
        } catch (error) {
          throw new Error(`[pair-blocks] ${locale}: could not read the blocks of ${route}`, {cause: error});
        }
        if (!data) continue;
        const parts = splitPairFile(data, PAIR_FIRST_BLOCKS);
        for (const [i, name] of PAIR_FILES.entries()) {
          const json = JSON.stringify(parts[i]);
          await writeFile(path.join(dir, name), json);
          bytes += Buffer.byteLength(json);
        }
        pages++;
      }
      logger.info(`[pair-blocks] ${locale}: ${pages} pages, ${(bytes / 1024).toFixed(0)} KB of blocks`);
    },
  };
}
