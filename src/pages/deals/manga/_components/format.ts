import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The BCP 47 tag of the page's locale (e.g. "hi-IN"), for Intl formatting. */
export function useHtmlLang(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
}

/**
 * A date and time in the page's language, with its time zone named. Pass `timeZone: 'UTC'` for
 * text rendered on the server, so the browser renders the same words when it hydrates.
 */
export function formatInstant(ms: number, lang: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(ms);
}
