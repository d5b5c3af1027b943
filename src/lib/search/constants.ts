/** Name of a locale's local index, at the locale's base URL (written by plugins/search-index). */
export const INDEX_FILE = 'search-index.json';

/** The spec's search limits, shared by the modal, the search page and both backends. */
export const SEARCH_DEFAULTS = {
  hitsPerPage: 20,
  maxQueryLength: 64,
  snippetEllipsisText: '…',
  /** Words in a snippet; DocSearch itself asks for 5 at widths of 768 px or less. */
  snippetWords: 10,
  maxResultsPerGroup: 5,
} as const;
