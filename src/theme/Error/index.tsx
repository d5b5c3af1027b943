/**
 * Ejected from @docusaurus/core's fallback, which is English-only: the same page (the crash
 * message, "Try again", the chain of errors and causes, the "Page Error" title) with translated
 * strings. If the layout itself throws, only the bare message is shown, as in the original.
 */
import React, {type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
// Not re-exported by Docusaurus; the layout needs a route context to render outside a route.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import ErrorPageTitle from '@site/src/components/ErrorPageTitle';

const routeContext = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

function ErrorDisplay({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl" data-testid="page-crash">
      <h1 className="hero__title">
        {translate({
          id: 'theme.ErrorPageContent.title',
          message: 'This page crashed.',
          description: 'The title of the fallback page when the page crashed',
        })}
      </h1>
      <div className="margin-vert--lg">
        <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary shadow--lw" />
      </div>
      <hr />
      <ErrorBoundaryError error={error} />
    </main>
  );
}

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={routeContext}>
      <ErrorBoundary fallback={() => <ErrorDisplay error={error} tryAgain={tryAgain} />}>
        <ErrorPageTitle />
        <Layout>
          <ErrorDisplay error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
