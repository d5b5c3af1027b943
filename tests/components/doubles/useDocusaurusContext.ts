/**
 * Stand-in for `@docusaurus/useDocusaurusContext`: the site config of one locale build, with the
 * settings and navbar the site would put there. A test changes what it needs with `setSite`;
 * tests/components/setup.ts puts the defaults back after each test.
 */
import type {DocusaurusContext} from '@docusaurus/types';
import {DEFAULT_SETTINGS, type Settings} from '@interlinear/shared/settings';

interface Site {
  readonly baseUrl: string;
  readonly locale: string;
  readonly settings: Settings;
  readonly navbarItems: readonly Record<string, unknown>[];
}

const DEFAULTS: Site = {baseUrl: '/', locale: 'zh', settings: DEFAULT_SETTINGS, navbarItems: []};

let site = DEFAULTS;

export function setSite(changes: Partial<Site>): void {
  site = {...site, ...changes};
}

export function resetSite(): void {
  site = DEFAULTS;
}

export default function useDocusaurusContext(): DocusaurusContext {
  return {
    siteConfig: {
      url: site.settings.siteUrl,
      baseUrl: site.baseUrl,
      customFields: {settings: site.settings},
      themeConfig: {navbar: {items: site.navbarItems}},
    },
    i18n: {currentLocale: site.locale, defaultLocale: 'zh'},
  } as unknown as DocusaurusContext;
}
