import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The current locale's BCP 47 tag (for Intl) and its writing direction. */
export function useLocaleInfo(): {readonly lang: string; readonly direction: 'ltr' | 'rtl'} {
  const {i18n} = useDocusaurusContext();
  const config = i18n.localeConfigs[i18n.currentLocale];
  return {lang: config?.htmlLang ?? 'zh-CN', direction: config?.direction === 'rtl' ? 'rtl' : 'ltr'};
}
