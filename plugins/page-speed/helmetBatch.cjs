/* global module */
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
const FROM = 'this.props.context.helmetInstances.add(this),this.emitChange())';
const TO = 'this.props.context.helmetInstances.add(this),__foldOnce(this))';
const HELPER = [
  'var __lastMounted=null;',
  'function __foldOnce(dispatcher){',
  'if(typeof document==="undefined"){dispatcher.emitChange();return;}',
  'var scheduled=__lastMounted!==null;__lastMounted=dispatcher;if(scheduled)return;',
  'queueMicrotask(function(){var last=__lastMounted;__lastMounted=null;last.emitChange();});',
  '}\n',
].join('');

function helmetBatch(source) {
  if (source.split(FROM).length !== 2) {
    throw new Error(
      `plugins/page-speed (head): ${this.resourcePath} no longer folds its state where helmetBatch.cjs expects; revisit it`,
    );
  }
  return HELPER + source.replace(FROM, TO);
}

module.exports = helmetBatch;
module.exports.FROM = FROM;
