import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Settings} from '@interlinear/shared/settings';

/** The operator's settings, as resolved at build time (see packages/shared/src/settings.ts). */
export function useSettings(): Settings {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.settings as Settings;
}
