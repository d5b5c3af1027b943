/**
 * Wraps the in-layout crash page to give it the translated "Page Error" document title; the theme
 * keeps the crashed page's title.
 */
import React, {type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import ErrorPageTitle from '@site/src/components/ErrorPageTitle';

export default function ErrorPageContentWrapper(props: WrapperProps<typeof ErrorPageContentType>): ReactNode {
  return (
    <>
      <ErrorPageTitle />
      <div data-testid="page-crash">
        <ErrorPageContent {...props} />
      </div>
    </>
  );
}
