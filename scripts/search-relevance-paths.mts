/** Where the build puts a locale's search index: the default locale at the root. */
import {DEFAULT_LOCALE} from '../src/site/locales';

export function indexPath(locale: string, buildDir = 'build'): string {
  return locale === DEFAULT_LOCALE ? `${buildDir}/search-index.json` : `${buildDir}/${locale}/search-index.json`;
}
