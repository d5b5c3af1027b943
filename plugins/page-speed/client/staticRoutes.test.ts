import fc from 'fast-check';
import pathToRegexp from 'path-to-regexp';
import {describe, expect, it} from 'vitest';
import staticRoutes from './staticRoutes';

type Options = {end?: boolean; strict?: boolean; sensitive?: boolean};
const compile = (path: string, options: Options) => staticRoutes(path, [], options) as {exec(s: string): unknown};
const original = (path: string, options: Options) => pathToRegexp(path, [], options);

/** Path text from the characters that matter: slashes, letters in both cases, dots, marks, digits. */
const segment = fc.stringMatching(/^[a-zA-Z0-9._~%+$@-]{0,6}$/);
const plainPath = fc.array(segment, {maxLength: 4}).chain((segments) =>
  fc.boolean().map((slash) => {
    const path = segments.length ? `/${segments.join('/')}` : '';
    return slash ? `${path}/` : path;
  }),
);
const options = fc.record({end: fc.boolean(), strict: fc.boolean(), sensitive: fc.boolean()}, {requiredKeys: []});

/** Addresses near a path: itself, its case flipped, with slashes added or removed, cut short, extended. */
function near(path: string): fc.Arbitrary<string> {
  const flip = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
  return fc.oneof(
    fc.constant(path),
    fc.constant(flip(path)),
    fc.constant(`${path}/`),
    fc.constant(`${path}//`),
    fc.constant(path.replace(/\/$/, '')),
    fc.nat({max: path.length}).map((n) => path.slice(0, n)),
    fc
      .tuple(fc.constantFrom('/', '', 'x', '/x', '/x/', '.', 'é', '/\u017f'), fc.boolean())
      .map(([tail, flipped]) => (flipped ? flip(path) : path) + tail),
    fc.string({maxLength: 12}),
  );
}

describe('staticRoutes (the "routes" trick)', () => {
  it('matches plain paths exactly as path-to-regexp does, with every option', () => {
    fc.assert(
      fc.property(
        plainPath.chain((path) => fc.tuple(fc.constant(path), options, near(path))),
        ([path, settings, pathname]) => {
          const ours = compile(path, settings).exec(pathname) as [string] | null;
          const theirs = original(path, settings).exec(pathname);
          expect(ours?.[0], `${path} ${JSON.stringify(settings)} on "${pathname}"`).toBe(theirs?.[0]);
        },
      ),
      {numRuns: 20000},
    );
  });

  it('matches the site’s own kind of address', () => {
    const usage = compile('/hi/docs/usage/', {end: true});
    expect(usage.exec('/hi/docs/usage/')).toEqual(['/hi/docs/usage/']);
    expect(usage.exec('/hi/docs/usage')).toEqual(['/hi/docs/usage']);
    expect(usage.exec('/HI/Docs/Usage/')).toEqual(['/HI/Docs/Usage/']);
    expect(usage.exec('/hi/docs/usage/more/')).toBeNull();
    const docs = compile('/hi/docs/', {end: false});
    expect(docs.exec('/hi/docs/usage/')).toEqual(['/hi/docs']);
    expect(docs.exec('/hi/docsx/')).toBeNull();
    expect(compile('/', {end: false}).exec('/hi/')).toEqual(['']);
  });

  it('leaves every other path to path-to-regexp, with its keys', () => {
    for (const path of ['/blog/:slug', '/docs/*', '/(a|b)', '/a\\:b', '/hindi/हिन्दी', '/tab\tname']) {
      const keys: unknown[] = [];
      const compiled = staticRoutes(path, keys, {end: true});
      expect(compiled, path).toBeInstanceOf(RegExp);
      expect(String(compiled)).toBe(String(pathToRegexp(path, [], {end: true})));
    }
    const keys: {name: string | number}[] = [];
    staticRoutes('/blog/:slug', keys, {});
    expect(keys.map((key) => key.name)).toEqual(['slug']);
    // The other exports react-router uses stay path-to-regexp's.
    expect(staticRoutes.compile).toBe(pathToRegexp.compile);
    expect(staticRoutes.compile('/blog/:slug')({slug: 'a'})).toBe('/blog/a');
  });
});
