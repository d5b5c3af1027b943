import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const helmetBatch = require('./helmetBatch.cjs') as ((this: {resourcePath: string}, source: string) => string) & {
  FROM: string;
};
const file = path.resolve('node_modules/react-helmet-async/lib/index.module.js');
const run = (source: string) => helmetBatch.call({resourcePath: file}, source);

/** The loader's scheduling helper, run in a scope where `document` is `doc`. */
function foldOnce(doc: unknown): (dispatcher: {emitChange(): void}) => void {
  const helper = run(`x;${helmetBatch.FROM}`).split('x;')[0]!;
  return new Function('document', `${helper}return __foldOnce;`)(doc) as (dispatcher: {emitChange(): void}) => void;
}

describe('helmetBatch (the "head" trick)', () => {
  const original = readFileSync(file, 'utf8');

  it('changes only what a <Head> does when it first renders', () => {
    const out = run(original);
    expect(out.split('__foldOnce(this)').length).toBe(2);
    // Updates and removals still fold at once.
    expect(out).toContain('componentDidUpdate=function(){this.emitChange()}');
    expect(out).toContain('this.props.context.helmetInstances.remove(this),this.emitChange()');
  });

  it('in the browser, the <Head> elements of one pass fold once, with the last of them, after the pass', async () => {
    const folded: string[] = [];
    const schedule = foldOnce({});
    for (const name of ['site', 'page', 'doc']) schedule({emitChange: () => folded.push(name)});
    expect(folded).toEqual([]);
    await Promise.resolve();
    expect(folded).toEqual(['doc']);
    // The next pass folds again.
    schedule({emitChange: () => folded.push('next')});
    await Promise.resolve();
    expect(folded).toEqual(['doc', 'next']);
  });

  it('on the server, each <Head> folds at once, so the render that follows has the head', () => {
    const folded: string[] = [];
    const schedule = foldOnce(undefined);
    schedule({emitChange: () => folded.push('site')});
    expect(folded).toEqual(['site']);
  });

  it('stops the build when the text it rewrites has moved', () => {
    expect(() => run(original.replace(helmetBatch.FROM, 'this.emitChange()'))).toThrow(/head/);
  });
});
