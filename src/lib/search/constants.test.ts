import {describe, expect, it} from 'vitest';
import {snippetAttributes} from './constants';

describe('snippetAttributes', () => {
  it('asks for 10-word snippets of every heading level and the content, 5 on narrow screens', () => {
    expect(snippetAttributes(false)).toEqual([
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ]);
    expect(snippetAttributes(true).every((a) => a.endsWith(':5'))).toBe(true);
    expect(snippetAttributes(true)).toHaveLength(7);
  });
});
