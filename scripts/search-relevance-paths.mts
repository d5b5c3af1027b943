/** Where the build puts a locale's search index: the default locale at the root. */
import {DEFAULT_LOCALE} from '@interlinear/shared/locales';
import {INDEX_FILE} from '../src/lib/search/constants';

export function indexPath(locale: string, buildDir = 'build'): string {
  return locale === DEFAULT_LOCALE ? `${buildDir}/${INDEX_FILE}` : `${buildDir}/${locale}/${INDEX_FILE}`;
}
