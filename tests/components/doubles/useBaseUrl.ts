/** Stand-in for `@docusaurus/useBaseUrl`: Docusaurus's rule for putting the locale's base URL before a path. */
import useDocusaurusContext from './useDocusaurusContext';

function addBaseUrl(baseUrl: string, url: string): string {
  if (!url || url.startsWith('#') || /^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(url)) return url;
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  return url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
}

export function useBaseUrlUtils(): {withBaseUrl: (url: string) => string} {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return {withBaseUrl: (url) => addBaseUrl(baseUrl, url)};
}

export default function useBaseUrl(url: string): string {
  return useBaseUrlUtils().withBaseUrl(url);
}
