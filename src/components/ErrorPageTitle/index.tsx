import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';

/** The document title of a crashed page. */
export default function ErrorPageTitle(): ReactNode {
  return (
    <Head>
      <title>
        {translate({
          id: 'layout.error.pageTitle',
          message: '页面出错',
          description: 'Document title of the page shown when a page crashed',
        })}
      </title>
    </Head>
  );
}
