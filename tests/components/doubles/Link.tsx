/**
 * Stand-in for `@docusaurus/Link`: a link with a protocol opens in a new tab; a site path gets the
 * locale's base URL and navigates through the router, as the real one does (without its
 * prefetching).
 */
import type {ComponentProps, ReactNode} from 'react';
import {Link as RouterLink} from 'react-router-dom';
import {useBaseUrlUtils} from './useBaseUrl';

type Props = Omit<ComponentProps<'a'>, 'href'> & {readonly to?: string; readonly href?: string};

export default function Link({to, href, ...props}: Props): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const target = to ?? href ?? '';
  if (/^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(target))
    return <a href={target} target="_blank" rel="noopener noreferrer" {...props} />;
  return <RouterLink to={target.startsWith('/') ? withBaseUrl(target) : target} {...props} />;
}
