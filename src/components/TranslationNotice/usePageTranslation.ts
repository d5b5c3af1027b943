import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {pagePath, pageState, type PageFiles, type PageState} from '@site/src/lib/i18n/pageState';
import type {TranslationData} from '@site/src/lib/i18n/status';

export interface PageTranslation {
  readonly locale: string;
  readonly files: PageFiles;
  readonly state: PageState;
}

/**
 * What the current locale shows for the doc page or post at `pathname` (an address of this
 * locale), or undefined for any other page.
 */
export function usePageTranslation(pathname: string): PageTranslation | undefined {
  const {siteConfig, i18n} = useDocusaurusContext();
  const data = usePluginData('i18n-content') as TranslationData | undefined;
  const files = data?.pages[pagePath(pathname, siteConfig.baseUrl)];
  if (!files) return undefined;
  return {locale: i18n.currentLocale, files, state: pageState(i18n.currentLocale, files)};
}
