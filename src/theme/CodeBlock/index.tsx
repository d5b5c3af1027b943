/**
 * Trick "highlighter" of plugins/page-speed. Wraps the theme's code block so that its highlighter (Prism, about 30 KB gzipped) reaches the
 * browser only on pages that show code; most doc pages have none. A wrapper cannot do this alone:
 * the server must render the block synchronously and without a Suspense boundary (React streams
 * a boundary's content with inline scripts, which the Content-Security-Policy forbids), while the
 * browser must load it lazily. The `process.env.BROWSER_BUNDLE` constant, set per bundle by
 * plugins/page-speed, picks the branch at build time, so each bundle holds only its own.
 * While the highlighter downloads, the browser keeps the server's highlighted markup (a Suspense
 * boundary adds no element), so nothing shifts or flashes.
 */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

// The condition must stay written out in the ternary: the bundler drops the branch it rules out
// only when the condition itself is made of build-time constants. Through a variable, both
// branches stay, and the `require` puts the highlighter into every doc page's scripts.
const HighlightedCodeBlock: ComponentType<Props> =
  process.env.BROWSER_BUNDLE === 'true' && process.env.SPEED_HIGHLIGHTER !== 'off'
    ? lazy(() => import('@theme-original/CodeBlock'))
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- kept out of the browser bundle
      (require('@theme-original/CodeBlock') as {default: ComponentType<Props>}).default;

export default function CodeBlock(props: Props): ReactNode {
  if (process.env.BROWSER_BUNDLE !== 'true' || process.env.SPEED_HIGHLIGHTER === 'off') {
    return <HighlightedCodeBlock {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
