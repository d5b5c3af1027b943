/* global module, require */
/**
 * Trick "collation": a loader for the one Docusaurus module that compares strings with
 * `localeCompare` while a page starts (theme-common's `useShallowMemoObject`, used by every doc
 * page's navbar menu and every code block). It only orders an object's keys to build a memo's
 * dependency list, so any fixed order serves; but the first `localeCompare` of a page makes
 * Chrome load its collation data, about 95 ms at a phone's speed (4× CPU slowdown), in the middle
 * of hydration. Keys are ordered by code unit instead. The build stops if the expression moves.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler loads loaders as CommonJS
const rewriteOnce = require('./rewriteOnce.cjs');

module.exports = rewriteOnce({
  trick: 'collation',
  loaderFile: 'plainKeyOrder.cjs',
  from: 'a[0].localeCompare(b[0])',
  to: '(a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)',
});
