/**
 * How an address maps to a file of the build: the one function every server of the build uses
 * (scripts/serve.mjs, the accounts server's `--site` mode). It is written for hostile input:
 *
 * - it never throws, whatever the request target is;
 * - it decodes the path once, and answers 400 for a target that is not an origin-form path, for
 *   malformed percent-encoding (invalid UTF-8 included), NUL and other control characters,
 *   backslashes, encoded separators (`%2F`, `%5C`) and `.` or `..` segments;
 * - it names files inside the build folder only (see `buildLookup`: the folder plus a
 *   separator, after symlinks are resolved);
 * - every redirect it answers is a path on this site: exactly one `/`, then a character that is
 *   neither `/` nor `\`, or `/` alone, with every segment percent-encoded again.
 *
 * `resolveAddress` is pure: what the build holds comes from the `lookup` it is given.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Longer targets are refused: no page of the site has an address anywhere near this long. */
export const MAX_TARGET_LENGTH = 4096;

// A request target as it may arrive: printable ASCII without spaces (RFC 9112 and RFC 3986;
// Node's parser refuses the rest before us, other servers may not).
const TARGET_CHARACTERS = /^[\x21-\x7e]*$/;
const ENCODED_SEPARATOR = /%(2f|5c)/i;
// C0 and C1 controls, DEL and the backslash, checked after decoding.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The path and query of a request target, or why it is refused.
 * @param {unknown} target
 * @returns {{ok: true, segments: string[], trailingSlash: boolean, collapsed: boolean, query: string} | {ok: false, reason: string}}
 */
export function parseTarget(target) {
  if (typeof target !== 'string' || target.length === 0) return {ok: false, reason: 'empty address'};
  if (target.length > MAX_TARGET_LENGTH) return {ok: false, reason: 'address too long'};
  if (!TARGET_CHARACTERS.test(target)) return {ok: false, reason: 'character not allowed in an address'};
  if (target[0] !== '/') return {ok: false, reason: 'not a path'};
  if (target.includes('#')) return {ok: false, reason: 'fragment in the address'};
  const q = target.indexOf('?');
  const rawPath = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? '' : target.slice(q);
  if (ENCODED_SEPARATOR.test(rawPath)) return {ok: false, reason: 'encoded separator'};
  if (rawPath.includes('\\')) return {ok: false, reason: 'backslash'};
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return {ok: false, reason: 'malformed percent-encoding'};
  }
  if (FORBIDDEN_DECODED.test(decoded)) return {ok: false, reason: 'control character or backslash'};
  const parts = decoded.split('/');
  const segments = parts.filter((part) => part !== '');
  if (segments.some((s) => s === '.' || s === '..')) return {ok: false, reason: 'dot segment'};
  return {ok: true, segments, trailingSlash: decoded.endsWith('/'), collapsed: decoded.includes('//'), query};
}

/** The site path of some segments, each percent-encoded, so it can go into a header as it is. */
export function pathOf(segments, trailingSlash) {
  const joined = segments.map((s) => encodeURIComponent(s)).join('/');
  return `/${joined}${trailingSlash && segments.length > 0 ? '/' : ''}`;
}

/**
 * What to answer for a request target.
 * @param {unknown} target the request target (`req.url`)
 * @param {(segments: string[]) => ({kind: 'file' | 'dir', path: string} | null)} lookup what the build holds at some segments
 * @returns {{status: 200, path: string} | {status: 301, location: string} | {status: 400, reason: string} | {status: 404, path: string | null}}
 */
export function resolveAddress(target, lookup) {
  let parsed;
  try {
    parsed = parseTarget(target);
  } catch {
    parsed = {ok: false, reason: 'unreadable address'};
  }
  if (!parsed.ok) return {status: 400, reason: parsed.reason};
  const {segments, trailingSlash, collapsed, query} = parsed;
  const at = (segs) => {
    try {
      return lookup(segs) ?? null;
    } catch {
      return null;
    }
  };
  const redirect = (segs, slash) => ({status: 301, location: pathOf(segs, slash) + query});
  const last = segments.at(-1);

  // `/docs/usage/index.html` → `/docs/usage/`
  if (last === 'index.html' && !trailingSlash) return redirect(segments.slice(0, -1), true);
  // `/docs/usage.html` → `/docs/usage/`, when that page exists (not-found pages keep their name)
  if (last && last.endsWith('.html') && last.length > '.html'.length && last !== '404.html' && !trailingSlash) {
    const clean = [...segments.slice(0, -1), last.slice(0, -'.html'.length)];
    if (at([...clean, 'index.html'])?.kind === 'file') return redirect(clean, true);
  }
  const found = at(segments);
  if (found?.kind === 'dir') {
    if (!trailingSlash || collapsed) return redirect(segments, true);
    const index = at([...segments, 'index.html']);
    if (index?.kind === 'file') return {status: 200, path: index.path};
  } else if (found?.kind === 'file' && !trailingSlash) {
    if (collapsed) return redirect(segments, false);
    return {status: 200, path: found.path};
  }
  // The not-found page of the locale the path belongs to, or the default locale's.
  const localized = segments.length > 0 ? at([segments[0], '404.html']) : null;
  const fallback = localized?.kind === 'file' ? localized : at(['404.html']);
  return {status: 404, path: fallback?.kind === 'file' ? fallback.path : null};
}

/**
 * What the build folder `root` holds at some segments: a regular file or a folder inside it,
 * after symlinks are resolved, or null for anything else (missing, outside, unreadable).
 * @param {string} root
 */
export function buildLookup(root) {
  const realRoot = fs.realpathSync(root);
  const inside = (p) => p === realRoot || p.startsWith(realRoot + path.sep);
  return (segments) => {
    const joined = path.join(realRoot, ...segments);
    if (!inside(joined)) return null;
    try {
      const real = fs.realpathSync(joined);
      if (!inside(real)) return null;
      const stat = fs.statSync(real);
      if (stat.isFile()) return {kind: 'file', path: real};
      if (stat.isDirectory()) return {kind: 'dir', path: real};
    } catch {
      // Not there, or not readable.
    }
    return null;
  };
}

/**
 * A request target as it may be written to a log line: characters outside printable ASCII as
 * `%XX` escapes of their UTF-8 bytes, cut to 200 characters, so a log never carries an attacker's
 * bytes as they came.
 * @param {unknown} value
 */
export function printable(value) {
  const text = typeof value === 'string' ? value : String(value);
  let out = '';
  for (const ch of text.slice(0, 200)) {
    if (/^[\x20-\x7e]$/.test(ch) && ch !== '%') {
      out += ch;
      continue;
    }
    const bytes = Buffer.from(ch.length === 1 && /[\ud800-\udfff]/.test(ch) ? '\ufffd' : ch, 'utf8');
    for (const b of bytes) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return text.length > 200 ? `${out}...` : out;
}
