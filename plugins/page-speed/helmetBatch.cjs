/* global module, require */
/**
 * Trick "head": a loader for react-helmet-async, the library behind Docusaurus's `<Head>`. Each
 * `<Head>` of a page, when it first renders, folds the head tags of every `<Head>` rendered so
 * far into one state and queues a frame to write it into the document. A page renders a dozen of
 * them (site metadata with fifteen language links, page metadata, class names…), so a first
 * visit folds the growing list a dozen times and keeps only the last result. In the browser, the
 * first renders of one pass now fold once, in a microtask after the pass; updates and removals
 * still fold at once, as before. The server folds at once, as before. The build stops if the
 * text this loader rewrites has moved.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler loads loaders as CommonJS
const rewriteOnce = require('./rewriteOnce.cjs');

const HELPER = [
  'var __lastMounted=null;',
  'function __foldOnce(dispatcher){',
  'if(typeof document==="undefined"){dispatcher.emitChange();return;}',
  'var scheduled=__lastMounted!==null;__lastMounted=dispatcher;if(scheduled)return;',
  'queueMicrotask(function(){var last=__lastMounted;__lastMounted=null;last.emitChange();});',
  '}\n',
].join('');

module.exports = rewriteOnce({
  trick: 'head',
  loaderFile: 'helmetBatch.cjs',
  from: 'this.props.context.helmetInstances.add(this),this.emitChange())',
  to: 'this.props.context.helmetInstances.add(this),__foldOnce(this))',
  prefix: HELPER,
});
