/**
 * Words, highlights and snippets for the local search backend. Words come from `Intl.Segmenter`
 * for the page's language: Devanagari words stay whole with their vowel signs and viramas, and
 * Chinese and Japanese text, written without spaces, is cut into dictionary words.
 *
 * Highlights and snippets are HTML (DocSearch renders them with innerHTML), so every piece of
 * text is escaped first and only our own `<mark>` tags are added: a query or a page that contains
 * markup shows as text.
 */

export interface Segment {
  readonly text: string;
  readonly word: boolean;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, {granularity: 'word'});
    segmenters.set(locale, s);
  }
  return s;
}

export function segments(text: string, locale: string): Segment[] {
  return Array.from(segmenter(locale).segment(text), (s) => ({text: s.segment, word: Boolean(s.isWordLike)}));
}

/** Arabic short-vowel and other diacritic marks, and the tatweel that stretches a word. */
const ARABIC_MARKS = /\u0640|[\u064B-\u065F]|\u0670/g;
/** The alef carrying hamza or madda: readers type the bare alef as often as not. */
const ARABIC_ALEFS = /[\u0622\u0623\u0625]/g;

/**
 * The form a word is indexed and looked up under: compatibility-normalised and lower case, and in
 * Arabic without diacritics and with a bare alef, so «موجه» finds «موجّه» and «اضافة» finds «إضافة».
 */
export function normalizeTerm(word: string): string {
  return word.normalize('NFKC').toLowerCase().replace(ARABIC_MARKS, '').replace(ARABIC_ALEFS, '\u0627');
}

export function tokenize(text: string, locale: string): string[] {
  return segments(text, locale)
    .filter((s) => s.word)
    .map((s) => s.text);
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export interface Highlighted {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords: string[];
}

export interface HighlightOptions {
  readonly locale: string;
  /** Indexed terms that matched the query (normalised). */
  readonly terms: ReadonlySet<string>;
  /** How many distinct query words there were, to tell a partial match from a full one. */
  readonly queryWords: number;
  readonly preTag?: string;
  readonly postTag?: string;
}

function render(parts: readonly Segment[], matched: readonly boolean[], pre: string, post: string): string {
  return parts.map((s, i) => (matched[i] ? `${pre}${escapeHtml(s.text)}${post}` : escapeHtml(s.text))).join('');
}

function analyse(text: string, options: HighlightOptions) {
  const parts = segments(text, options.locale);
  const words = new Set<string>();
  const matched = parts.map((s) => {
    if (!s.word) return false;
    const term = normalizeTerm(s.text);
    if (!options.terms.has(term)) return false;
    words.add(term);
    return true;
  });
  const matchLevel: Highlighted['matchLevel'] =
    words.size === 0 ? 'none' : words.size >= Math.min(options.queryWords, options.terms.size) ? 'full' : 'partial';
  return {parts, matched, matchedWords: [...words], matchLevel};
}

/** The whole text, escaped, with matched words wrapped in the highlight tags. */
export function highlight(text: string, options: HighlightOptions): Highlighted {
  const {parts, matched, matchedWords, matchLevel} = analyse(text, options);
  return {
    value: render(parts, matched, options.preTag ?? '<mark>', options.postTag ?? '</mark>'),
    matchLevel,
    matchedWords,
  };
}

/**
 * At most `length` words of the text around its first match (or its start), highlighted, with an
 * ellipsis where the text was cut.
 */
export function snippet(text: string, length: number, ellipsis: string, options: HighlightOptions): Highlighted {
  const {parts, matched, matchedWords, matchLevel} = analyse(text, options);
  const wordAt = parts.flatMap((s, i) => (s.word ? [i] : []));
  if (wordAt.length <= length) {
    return {
      value: render(parts, matched, options.preTag ?? '<mark>', options.postTag ?? '</mark>'),
      matchLevel,
      matchedWords,
    };
  }
  const firstMatch = Math.max(
    0,
    wordAt.findIndex((i) => matched[i]),
  );
  // A little context before the first match, as much as fits after it.
  const lead = Math.floor(length / 4);
  const startWord = Math.max(0, Math.min(firstMatch - lead, wordAt.length - length));
  const endWord = startWord + length - 1;
  const from = startWord === 0 ? 0 : wordAt[startWord]!;
  const to = endWord >= wordAt.length - 1 ? parts.length - 1 : wordAt[endWord]!;
  const body = render(
    parts.slice(from, to + 1),
    matched.slice(from, to + 1),
    options.preTag ?? '<mark>',
    options.postTag ?? '</mark>',
  );
  const before = from > 0 ? escapeHtml(ellipsis) : '';
  const after = to < parts.length - 1 ? escapeHtml(ellipsis) : '';
  return {value: `${before}${body}${after}`, matchLevel, matchedWords};
}
