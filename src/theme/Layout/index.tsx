/**
 * Wraps the theme's layout to hydrate each page's content in a task of its own (see
 * DeferredHydration), between the navbar's and the footer's. Pages that render more than one
 * element there (the blog archive) hydrate with the rest.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type {Props} from '@theme/Layout';
import DeferredHydration from '@site/plugins/page-speed/client/DeferredHydration';

function single(): boolean {
  const main = document.getElementById('__docusaurus_skipToContent_fallback');
  if (!main) return false;
  return (
    Array.from(main.childNodes).filter((node) => node.nodeType === Node.ELEMENT_NODE || node.textContent?.trim())
      .length === 1
  );
}

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <DeferredHydration single={single}>{children}</DeferredHydration>
    </Layout>
  );
}
