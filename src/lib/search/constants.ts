/** Name of a locale's local index, at the locale's base URL (written by plugins/search-index). */
export const INDEX_FILE = 'search-index.json';

/** The spec's search limits, shared by the modal, the search page and both backends. */
export const SEARCH_DEFAULTS = {
  hitsPerPage: 20,
  maxQueryLength: 64,
  snippetEllipsisText: '…',
  /** Words in a snippet (SPEC section 9), and on narrow screens (see NARROW_SCREEN). */
  snippetWords: 10,
  narrowSnippetWords: 5,
  maxResultsPerGroup: 5,
} as const;

/** The widths at which snippets are shortened. */
const NARROW_SCREEN = '(max-width: 768px)';

/**
 * The snippet settings of a search request, the same for the modal and the search page and for
 * both backends: every heading level and the content, in the spec's number of words. (DocSearch
 * asks for 15 words on wide screens unless it is told otherwise.)
 */
export function snippetAttributes(narrow: boolean): string[] {
  const words = narrow ? SEARCH_DEFAULTS.narrowSnippetWords : SEARCH_DEFAULTS.snippetWords;
  return [...[1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}:${words}`), `content:${words}`];
}

/** Whether this browser's screen is narrow (false outside a browser). */
export function narrowScreen(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches
  );
}
