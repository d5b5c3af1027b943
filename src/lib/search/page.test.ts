import {describe, expect, it} from 'vitest';
import {pageLinks, readSearchParams, searchPageHref} from './page';

describe('search page address', () => {
  it('reads the query and a 1-based page, cutting the query to 64 characters', () => {
    expect(readSearchParams('?q=%20ollama%20&page=3')).toEqual({query: 'ollama', page: 3});
    expect(readSearchParams(`?q=${'a'.repeat(80)}`).query).toHaveLength(64);
  });
  it('falls back to the first page for a page number that is not one', () => {
    for (const bad of ['0', '-2', '1.5', 'two', '99999']) expect(readSearchParams(`?q=x&page=${bad}`).page).toBe(1);
  });
  it('writes the page only from the second one, and nothing for an empty query', () => {
    expect(searchPageHref('pdf ocr', 1)).toBe('/search/?q=pdf+ocr');
    expect(searchPageHref('pdf', 2, '/hi/search/')).toBe('/hi/search/?q=pdf&page=2');
    expect(searchPageHref('', 1)).toBe('/search/');
  });
  it('links the first and last pages and two either side of the current one', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 9)).toEqual([1, 2, 3, 9]);
    expect(pageLinks(6, 12)).toEqual([1, 4, 5, 6, 7, 8, 12]);
  });
});
