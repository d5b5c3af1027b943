/**
 * Trick "compile": the magic comment of V8's explicit compile hints (Chrome 136 and later). A
 * script that starts with it has every function compiled when the script is, on a background
 * thread while it streams in, instead of on the main thread at each function's first call. Other
 * browsers read a comment. The plugin (./index.ts) puts it first in every browser script.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
