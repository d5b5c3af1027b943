/**
 * Replaces @docusaurus/core's route-loading fallback, whose error box is English-only and styled
 * inline: a route whose code fails to download shows the same translated error and Retry button
 * as every other lazy part of the site. The delayed spinner is dropped: the top progress bar
 * already shows a slow navigation.
 */
import React, {type ReactNode} from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import {LoadError} from '@site/src/components/LazyPart';

export default function Loading({error, retry}: Props): ReactNode {
  if (!error) return null;
  return (
    <div className="container margin-vert--xl">
      <LoadError error={error} onRetry={retry} />
    </div>
  );
}
