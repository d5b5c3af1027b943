/**
 * Tells the pages which locales have their own version of each doc page and blog post (global
 * data: path without the locale prefix → each locale's own file, current or outdated), so that a
 * page can show the fallback and outdated notices, mark the language it is shown in, and give
 * search engines only the addresses of real versions. Also adds the translation status page
 * (`<locale>/translation-status/`), which the notices link to.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LOCALES} from '@interlinear/shared/locales';
import {pagePath, pageState, progressOf, type PageFiles} from '../../src/lib/i18n/pageState';
import {pageFiles, pageOfSource, type ContentKind} from './content';
import type {TranslationStatus} from '../../src/lib/i18n/status';

export const STATUS_PATH = 'translation-status/';

interface LoadedPage {
  readonly source: string;
  readonly permalink: string;
  readonly title: string;
}

interface DocsContent {
  readonly loadedVersions?: readonly {readonly docs: readonly LoadedPage[]}[];
}
interface BlogContent {
  readonly blogPosts?: readonly {readonly metadata: LoadedPage}[];
}

export default function i18nContentPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, i18n} = context;
  const locale = i18n.currentLocale;
  return {
    name: 'i18n-content',
    async allContentLoaded({allContent, actions}) {
      const docs =
        (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions?.[0]?.docs ??
        [];
      const posts = (
        (allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined)?.blogPosts ?? []
      ).map((p) => p.metadata);
      const pages: {key: string; kind: ContentKind; title: string; files: PageFiles}[] = [];
      for (const [kind, list] of [
        ['docs', docs],
        ['blog', posts],
      ] as const) {
        for (const page of list) {
          const rel = pageOfSource(siteDir, page.source)?.rel;
          if (!rel) throw new Error(`[i18n-content] ${page.source} is in none of the content folders`);
          pages.push({
            key: pagePath(page.permalink, baseUrl),
            kind,
            title: page.title,
            files: pageFiles(siteDir, kind, rel),
          });
        }
      }
      actions.setGlobalData({pages: Object.fromEntries(pages.map((p) => [p.key, p.files]))});

      const status: TranslationStatus = {
        locales: LOCALES.map((l) =>
          progressOf(
            l.code,
            pages.map((p) => p.files),
          ),
        ),
        pages: pages
          .map((p) => ({path: p.key, kind: p.kind, title: p.title, state: pageState(locale, p.files)}))
          .filter((p) => p.state.kind !== 'own' || p.state.outdated)
          .sort((a, b) => a.path.localeCompare(b.path)),
      };
      const data = await actions.createData('translation-status.json', JSON.stringify(status));
      actions.addRoute({
        path: `${baseUrl}${STATUS_PATH}`,
        exact: true,
        component: path.join(siteDir, 'src/components/TranslationStatus/index.tsx'),
        modules: {status: data},
      });
    },
  };
}
