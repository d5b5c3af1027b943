/**
 * The one search interface the modal and the search page talk to. Its shape is the part of the
 * hosted search API that DocSearch uses (`search({requests})` answering `{results}`), so the
 * Algolia client fits it as it is and the local backend imitates it.
 */
import type {Hierarchy, RecordType} from './records';

/** `language:hi`, or a list meaning any of them: `['docusaurus_tag:default', …]`. */
export type FacetFilters = readonly (string | readonly string[])[];

export interface SearchRequest {
  readonly indexName: string;
  readonly query?: string;
  readonly page?: number;
  readonly hitsPerPage?: number;
  /** `content:10` asks for a 10-word snippet of `content`. */
  readonly attributesToSnippet?: readonly string[];
  readonly snippetEllipsisText?: string;
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly facetFilters?: FacetFilters;
  readonly clickAnalytics?: boolean;
  readonly [other: string]: unknown;
}

export interface HighlightResult {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords?: string[];
}

export interface SearchHit {
  readonly objectID: string;
  readonly url: string;
  readonly type: RecordType;
  readonly hierarchy: Hierarchy;
  readonly content: string | null;
  readonly _highlightResult?: {
    readonly hierarchy?: Partial<Record<keyof Hierarchy, HighlightResult>>;
    readonly content?: HighlightResult;
  };
  readonly _snippetResult?: {
    readonly hierarchy?: Partial<Record<keyof Hierarchy, HighlightResult>>;
    readonly content?: HighlightResult;
  };
}

export interface SearchResult {
  readonly hits: SearchHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly query: string;
  readonly index: string;
  readonly processingTimeMS: number;
  readonly queryID?: string;
}

export interface SearchClient {
  search(params: {readonly requests: readonly SearchRequest[]}): Promise<{results: SearchResult[]}>;
}

/**
 * DocSearch shows its error screen ("Unable to fetch results") only for an error of this name,
 * which is also what the hosted client throws once every host has failed.
 */
export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}
