/**
 * Wraps the theme's code block so that its highlighter (Prism, about 30 KB gzipped) reaches the
 * browser only on pages that show code; most doc pages have none. A wrapper cannot do this alone:
 * the server must render the block synchronously and without a Suspense boundary (React streams
 * a boundary's content with inline scripts, which the Content-Security-Policy forbids), while the
 * browser must load it lazily. The `process.env.BROWSER_BUNDLE` constant, set per bundle by
 * plugins/bundle-budget, picks the branch at build time, so each bundle holds only its own.
 * While the highlighter downloads, the browser keeps the server's highlighted markup (a Suspense
 * boundary adds no element), so nothing shifts or flashes.
 */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

const HighlightedCodeBlock: ComponentType<Props> =
  process.env.BROWSER_BUNDLE === 'true'
    ? lazy(() => import('@theme-original/CodeBlock'))
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- kept out of the browser bundle
      (require('@theme-original/CodeBlock') as {default: ComponentType<Props>}).default;

export default function CodeBlock(props: Props): ReactNode {
  if (process.env.BROWSER_BUNDLE !== 'true') return <HighlightedCodeBlock {...props} />;
  return (
    <Suspense fallback={null}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
