import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatTag} from '@interlinear/shared/locales';

/** The current locale's tag for Intl (Western digits, Gregorian calendar) and its writing direction. */
export function useLocaleInfo(): {readonly lang: string; readonly direction: 'ltr' | 'rtl'} {
  const {i18n} = useDocusaurusContext();
  const config = i18n.localeConfigs[i18n.currentLocale];
  return {lang: formatTag(config?.htmlLang ?? 'zh-CN'), direction: config?.direction === 'rtl' ? 'rtl' : 'ltr'};
}
