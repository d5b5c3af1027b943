import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Settings} from '@site/src/site/settings';

/** The operator's settings, as resolved at build time (see src/site/settings.ts). */
export function useSettings(): Settings {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.settings as Settings;
}
