import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const plainKeyOrder = require('./plainKeyOrder.cjs') as ((this: {resourcePath: string}, source: string) => string) & {
  FROM: string;
};
const file = path.resolve('node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js');
const run = (source: string) => plainKeyOrder.call({resourcePath: file}, source);

/** The comparator the loader leaves in the module, as a function. */
function comparator(source: string): (a: [string, unknown], b: [string, unknown]) => number {
  const found = /deps\.sort\((\(a, b\) => [^\n]*)\);/.exec(source);
  if (!found) throw new Error('no key sort in the module');
  return new Function(`return ${found[1]}`)() as (a: [string, unknown], b: [string, unknown]) => number;
}

describe('plainKeyOrder (the "collation" trick)', () => {
  const original = readFileSync(file, 'utf8');

  it("leaves no string collation in theme-common's reactUtils", () => {
    const out = run(original);
    expect(original).toContain('localeCompare');
    expect(out).not.toContain('localeCompare');
    // Only the comparator changed: every export is still there.
    expect(out.replace(/deps\.sort\([^\n]*\);/, '')).toBe(original.replace(/deps\.sort\([^\n]*\);/, ''));
  });

  it('orders the keys of a memoized object the same whatever order they were written in', () => {
    const compare = comparator(run(original));
    const keys = (obj: object) =>
      Object.entries(obj)
        .sort(compare)
        .map(([key]) => key)
        .join();
    expect(keys({subtree: true, childList: true, attributes: false})).toBe('attributes,childList,subtree');
    expect(keys({attributes: false, subtree: true, childList: true})).toBe('attributes,childList,subtree');
    expect(compare(['a', 1], ['a', 2])).toBe(0);
  });

  it('stops the build when the expression it replaces has moved', () => {
    expect(() => run(original.replace(plainKeyOrder.FROM, 'a[0] > b[0]'))).toThrow(/collation/);
  });
});
