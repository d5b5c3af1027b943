/**
 * Trick "routes": path-to-regexp for react-router, with a fast way through for paths that are
 * plain text. Every page of this site has such a path (no `:param`, no `*`, no group), and a
 * first visit matches the address against each of them: react-router compiles a regular
 * expression per path, which cost a phone (4× CPU slowdown) tens of milliseconds in the middle of
 * the main bundle's start. A plain path is matched here by comparing text, with exactly the
 * expression's rules: ASCII letters in either case unless `sensitive`, an optional trailing
 * slash unless `strict`, the whole address with `end`, otherwise a prefix that ends at a slash.
 * Any other path goes to path-to-regexp itself (a property test compares the two).
 */
// The file itself: the plugin points the bare name `path-to-regexp` at this module.
import pathToRegexp from 'path-to-regexp/index.js';

interface Options {
  readonly end?: boolean;
  readonly strict?: boolean;
  readonly sensitive?: boolean;
  readonly delimiter?: string;
}

/** What react-router reads of a compiled path: `exec` with the matched text first. */
export interface PathMatcher {
  exec(pathname: string): [string] | null;
}

/** Text path-to-regexp would turn into something other than itself, or anything but printable ASCII. */
const NOT_PLAIN = /[\\:(*]|[^ -~]/;

/** Whether `text` starts with `prefix` (ASCII only), letters compared in either case unless `sensitive`. */
function startsWith(text: string, prefix: string, sensitive: boolean): boolean {
  if (text.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    const a = text.charCodeAt(i);
    const b = prefix.charCodeAt(i);
    if (a === b) continue;
    if (sensitive) return false;
    const lower = a | 0x20;
    if (lower !== (b | 0x20) || lower < 0x61 || lower > 0x7a) return false;
  }
  return true;
}

/** A matcher for a plain path, following path-to-regexp 1.x's `tokensToRegExp` with delimiter "/". */
export function plainPathMatcher(path: string, {end = true, strict = false, sensitive = false}: Options): PathMatcher {
  const endsWithSlash = path.endsWith('/');
  // Without `strict`, the path's own trailing slash becomes optional, and allowed only last.
  const stem = !strict && endsWithSlash ? path.slice(0, -1) : path;
  return {
    exec(pathname) {
      if (!startsWith(pathname, stem, sensitive)) return null;
      let length = stem.length;
      if (!strict && pathname.length === length + 1 && pathname[length] === '/') length += 1;
      if (end) return length === pathname.length ? [pathname] : null;
      // Not the whole address: the match must end at a slash or at the end of the address.
      if (strict && endsWithSlash) return [pathname.slice(0, length)];
      if (length === pathname.length || pathname[length] === '/') return [pathname.slice(0, length)];
      return null;
    },
  };
}

/** path-to-regexp's main function, with plain paths matched as text. */
function staticRoutes(path: unknown, keys?: unknown, options?: unknown): unknown {
  const settings = (Array.isArray(keys) ? options : keys) as Options | undefined;
  if (typeof path === 'string' && !NOT_PLAIN.test(path) && (settings?.delimiter ?? '/') === '/')
    return plainPathMatcher(path, settings ?? {});
  return (pathToRegexp as (...args: unknown[]) => unknown)(path, keys, options);
}

export default Object.assign(staticRoutes, pathToRegexp);
