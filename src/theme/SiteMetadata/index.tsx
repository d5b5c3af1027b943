/**
 * Wraps the theme's site metadata so that a not-found page links its alternates and canonical
 * address to the locale's home (see NotFoundAddresses) and asks search engines not to index it.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SiteMetadata from '@theme-original/SiteMetadata';
import NotFoundAddresses, {useIsNotFound} from '@site/src/components/NotFoundAddresses';

export default function SiteMetadataWrapper(): ReactNode {
  const notFound = useIsNotFound();
  return (
    <>
      <NotFoundAddresses>
        <SiteMetadata />
      </NotFoundAddresses>
      {notFound && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
    </>
  );
}
