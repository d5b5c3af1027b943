/**
 * The local search backend's engine: MiniSearch over the records of one locale's index file,
 * answering requests in the hosted API's shape (filters, paging, highlights, snippets).
 */
import MiniSearch, {type SearchResult as MiniResult} from 'minisearch';
import {indexRecords, LEVELS, type IndexFile, type SearchRecord} from './records';
import {highlight, normalizeTerm, snippet, tokenize, type HighlightOptions} from './text';
import {SEARCH_DEFAULTS} from './constants';
import type {FacetFilters, HighlightResult, SearchHit, SearchRequest, SearchResult} from './types';

export {SEARCH_DEFAULTS};

/** Section titles weigh more than the paragraphs under them, the page title most. */
const FIELD_BOOST = {title: 3, heading: 2, content: 1};
const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.3,
  lvl3: 1.15,
  lvl4: 1.05,
  lvl5: 1,
  lvl6: 1,
  content: 1,
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

interface Doc {
  readonly id: number;
  readonly title: string;
  readonly heading: string;
  readonly content: string;
}

function deepestHeading(record: SearchRecord): string {
  for (let i = LEVELS.length - 1; i >= 2; i--) {
    const text = record.hierarchy[LEVELS[i]!];
    if (text) return text;
  }
  return '';
}

function matchesFilter(record: SearchRecord, filter: string): boolean {
  const at = filter.indexOf(':');
  if (at < 0) return false;
  const negated = filter.startsWith('-');
  const name = filter.slice(negated ? 1 : 0, at);
  const value = filter.slice(at + 1);
  const actual =
    name === 'language'
      ? record.language
      : name === 'docusaurus_tag'
        ? record.docusaurus_tag
        : name === 'type'
          ? record.type
          : undefined;
  return (actual === value) !== negated;
}

/** Algolia's facet filters: every entry must hold; an entry that is a list holds if any of it does. */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  return (filters ?? []).every((f) =>
    typeof f === 'string' ? matchesFilter(record, f) : f.some((g) => matchesFilter(record, g)),
  );
}

function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const a of attributes ?? []) {
    const [name, n] = a.split(':');
    const length = Number(n);
    lengths.set(name ?? '', Number.isInteger(length) && length > 0 ? length : 10);
  }
  return lengths;
}

export class LocalEngine {
  readonly records: readonly SearchRecord[];
  readonly language: string;
  private readonly index: MiniSearch<Doc>;

  constructor(file: IndexFile) {
    this.language = file.language;
    this.records = indexRecords(file);
    const locale = file.language;
    this.index = new MiniSearch<Doc>({
      fields: ['title', 'heading', 'content'],
      tokenize: (text) => tokenize(text, locale),
      processTerm: (term) => normalizeTerm(term) || null,
      searchOptions: {
        boost: FIELD_BOOST,
        prefix: true,
        // One typo in a word of four or five letters, two from six; none in Chinese or Japanese
        // words, which are too short for an edit to keep their meaning.
        fuzzy: (term) => (CJK.test(term) || term.length < 4 ? false : 0.34),
        maxFuzzy: 2,
        weights: {prefix: 0.5, fuzzy: 0.45},
        boostDocument: (id) => TYPE_BOOST[this.records[id as number]!.type],
      },
    });
    this.index.addAll(
      this.records.map((r, id) => ({
        id,
        title: r.hierarchy.lvl1 ?? '',
        heading: r.type === 'content' ? '' : deepestHeading(r),
        content: r.content ?? '',
      })),
    );
  }

  search(request: SearchRequest): SearchResult {
    const started = performance.now();
    const query = (request.query ?? '').slice(0, SEARCH_DEFAULTS.maxQueryLength).trim();
    const hitsPerPage = Math.max(1, Math.min(1000, request.hitsPerPage ?? SEARCH_DEFAULTS.hitsPerPage));
    const page = Math.max(0, Math.floor(request.page ?? 0));
    const ranked = query ? this.rank(query, request.facetFilters) : [];
    const nbPages = Math.ceil(ranked.length / hitsPerPage);
    const queryWords = new Set(tokenize(query, this.language).map(normalizeTerm)).size;
    const hits = ranked
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((r) => this.hit(this.records[r.id as number]!, new Set(r.terms), queryWords, request));
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages,
      hitsPerPage,
      query,
      index: request.indexName,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /**
   * Matching records, best first, one per address (like the hosted index's `distinct` on url).
   * Records that contain every word of the query come before those that contain only some.
   */
  private rank(query: string, filters: FacetFilters | undefined): MiniResult[] {
    const filter = (r: MiniResult) => matchesFacetFilters(this.records[r.id as number]!, filters);
    const all = this.index.search(query, {combineWith: 'AND', filter}).concat(this.index.search(query, {filter}));
    const seenIds = new Set<number>();
    const seenUrls = new Set<string>();
    return all.filter((r) => {
      const id = r.id as number;
      const url = this.records[id]!.url;
      if (seenIds.has(id) || seenUrls.has(url)) return false;
      seenIds.add(id);
      seenUrls.add(url);
      return true;
    });
  }

  private hit(record: SearchRecord, terms: ReadonlySet<string>, queryWords: number, request: SearchRequest): SearchHit {
    const options: HighlightOptions = {
      locale: this.language,
      terms,
      queryWords,
      preTag: request.highlightPreTag,
      postTag: request.highlightPostTag,
    };
    const lengths = snippetLengths(request.attributesToSnippet);
    const ellipsis = request.snippetEllipsisText ?? SEARCH_DEFAULTS.snippetEllipsisText;
    const highlightHierarchy: Partial<Record<string, HighlightResult>> = {};
    const snippetHierarchy: Partial<Record<string, HighlightResult>> = {};
    for (const level of LEVELS) {
      const text = record.hierarchy[level];
      if (text === null) continue;
      highlightHierarchy[level] = highlight(text, options);
      const length = lengths.get(`hierarchy.${level}`);
      snippetHierarchy[level] = length ? snippet(text, length, ellipsis, options) : highlightHierarchy[level];
    }
    const content = record.content ?? '';
    const contentLength = lengths.get('content');
    return {
      objectID: record.objectID,
      url: record.url,
      type: record.type,
      hierarchy: record.hierarchy,
      content: record.content,
      _highlightResult: {hierarchy: highlightHierarchy, content: highlight(content, options)},
      _snippetResult: {
        hierarchy: snippetHierarchy,
        content: contentLength ? snippet(content, contentLength, ellipsis, options) : highlight(content, options),
      },
    };
  }
}
