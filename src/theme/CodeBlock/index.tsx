/**
 * Wraps the theme's code block so that its highlighter (Prism, about 30 KB gzipped) loads only
 * on pages that show code; most doc pages have none. The server renders the highlighted block in
 * full (the static build waits for it), and the browser keeps that markup until the highlighter
 * has arrived, so nothing shifts or flashes.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

const HighlightedCodeBlock = lazy(() => import('@theme-original/CodeBlock'));

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<pre>{typeof props.children === 'string' ? props.children : null}</pre>}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
