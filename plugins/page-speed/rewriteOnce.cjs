/* global module */
/**
 * The loaders of the tricks that change a library's own text (plainKeyOrder.cjs, helmetBatch.cjs):
 * each replaces one exact piece of one module. The build stops, naming the trick and its loader,
 * when that piece is not there exactly once: the library has changed, and the trick needs a look.
 */
function rewriteOnce({trick, loaderFile, from, to, prefix = ''}) {
  function loader(source) {
    if (source.split(from).length !== 2) {
      throw new Error(
        `plugins/page-speed (${trick}): ${this.resourcePath} no longer holds ${from} exactly once; revisit ${loaderFile}`,
      );
    }
    return prefix + source.replace(from, to);
  }
  loader.FROM = from;
  return loader;
}

module.exports = rewriteOnce;
