/** Stand-in for the parts of `@docusaurus/theme-common` the tested components use. */
import useDocusaurusContext from './useDocusaurusContext';

export function useThemeConfig(): {navbar: {items: unknown[]}} {
  return useDocusaurusContext().siteConfig.themeConfig as {navbar: {items: unknown[]}};
}

/** Outside the docs there are no version tags; the locale is the build's. */
export function useContextualSearchFilters(): {locale: string; tags: string[]} {
  return {locale: useDocusaurusContext().i18n.currentLocale, tags: ['default']};
}
