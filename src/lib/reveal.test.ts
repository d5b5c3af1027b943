import {describe, expect, it} from 'vitest';
import {activeRevealKeys, parseRevealList, revealClass} from './reveal';
import {memoryStore} from '../../tests/unit/testing';

describe('reveal keys', () => {
  it('parses only known keys', () => {
    expect(parseRevealList('blog, social,unknown,<b>')).toEqual(['blog', 'social']);
    expect(parseRevealList('')).toEqual([]);
    expect(parseRevealList(null)).toEqual([]);
  });
  it('switches on what the settings name, for everyone', () => {
    expect(activeRevealKeys(['blog'], '', memoryStore())).toEqual(['blog']);
  });
  it('remembers a preview list from the query and clears it with an empty one', () => {
    const store = memoryStore();
    expect(activeRevealKeys([], '?reveal=social,usageScenarios', store)).toEqual(['usageScenarios', 'social']);
    expect(activeRevealKeys([], '', store)).toEqual(['usageScenarios', 'social']);
    expect(activeRevealKeys([], '?reveal=', store)).toEqual([]);
    expect(store.data.has('interlinear.reveal')).toBe(false);
  });
  it('works with blocked storage', () => {
    expect(activeRevealKeys([], '?reveal=blog', memoryStore({}, true))).toEqual(['blog']);
  });
  it('names a CSS class per key', () => {
    expect(revealClass('edgeActivity')).toBe('reveal-edgeActivity');
  });
});
