/**
 * Search records in the shape the DocSearch crawler produces (and `@docsearch/react` reads), and
 * the compact per-locale file the local backend ships. The file stores each page once: its
 * headings and its paragraphs, each paragraph pointing at the heading it sits under. Expanding it
 * gives back exactly the records the indexer extracted, without repeating the hierarchy of every
 * paragraph on the wire.
 */

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';
export type Hierarchy = Record<Level, string | null>;

export interface SearchRecord {
  readonly objectID: string;
  readonly url: string;
  readonly type: RecordType;
  readonly hierarchy: Hierarchy;
  readonly content: string | null;
  /** The docs language (`docsearch:language` of the page). */
  readonly language: string;
  /** The docs plugin, id and version (`docsearch:docusaurus_tag`), e.g. `docs-default-current`. */
  readonly docusaurus_tag: string;
}

/** One built docs page as the indexer read it. */
export interface PageInput {
  /** Path of the page with the locale's base URL, ending in a slash: `/hi/docs/usage/`. */
  readonly url: string;
  readonly lvl0: string;
  /** Headings in document order; the page title (level 1) first. Anchor '' for the title. */
  readonly headings: readonly (readonly [level: number, text: string, anchor: string])[];
  /** Paragraphs, list items and last table cells, with the index of the heading above them. */
  readonly content: readonly (readonly [heading: number, text: string])[];
}

export const INDEX_FORMAT = 1;

export interface IndexFile {
  readonly format: typeof INDEX_FORMAT;
  readonly language: string;
  readonly docusaurus_tag: string;
  readonly pages: readonly PageInput[];
}

function hierarchyAt(page: PageInput, headingIndex: number): Hierarchy {
  const hierarchy: Hierarchy = {
    lvl0: page.lvl0,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  // Walk back from the heading, keeping the nearest heading of each shallower level.
  let ceiling = 7;
  for (let i = headingIndex; i >= 0; i--) {
    const [level, text] = page.headings[i]!;
    if (level < ceiling) {
      hierarchy[LEVELS[level]!] = text;
      ceiling = level;
    }
    if (ceiling === 1) break;
  }
  return hierarchy;
}

function headingUrl(page: PageInput, headingIndex: number): string {
  const anchor = page.headings[headingIndex]?.[2];
  return anchor ? `${page.url}#${anchor}` : page.url;
}

/** The DocSearch records of one page: one per heading, one per paragraph. */
export function pageRecords(page: PageInput, language: string, tag: string): SearchRecord[] {
  const records: SearchRecord[] = [];
  page.headings.forEach(([level], i) => {
    records.push({
      objectID: `${page.url}#h${i}`,
      url: headingUrl(page, i),
      type: LEVELS[level] as RecordType,
      hierarchy: hierarchyAt(page, i),
      content: null,
      language,
      docusaurus_tag: tag,
    });
  });
  page.content.forEach(([heading, text], i) => {
    records.push({
      objectID: `${page.url}#c${i}`,
      url: headingUrl(page, heading),
      type: 'content',
      hierarchy: hierarchyAt(page, heading),
      content: text,
      language,
      docusaurus_tag: tag,
    });
  });
  return records;
}

export function indexRecords(file: IndexFile): SearchRecord[] {
  return file.pages.flatMap((page) => pageRecords(page, file.language, file.docusaurus_tag));
}

/** Checks a fetched index before use, so a truncated or foreign file fails with a clear reason. */
export function parseIndexFile(value: unknown): IndexFile {
  const file = value as Partial<IndexFile> | null;
  if (!file || typeof file !== 'object') throw new Error('The search index is not a JSON object.');
  if (file.format !== INDEX_FORMAT)
    throw new Error(`The search index has format ${String(file.format)}; this site reads format ${INDEX_FORMAT}.`);
  if (typeof file.language !== 'string' || typeof file.docusaurus_tag !== 'string' || !Array.isArray(file.pages)) {
    throw new Error('The search index lacks its language, tag or pages.');
  }
  for (const page of file.pages) {
    const ok =
      page &&
      typeof page.url === 'string' &&
      typeof page.lvl0 === 'string' &&
      Array.isArray(page.headings) &&
      Array.isArray(page.content) &&
      page.headings.every(
        (h: readonly unknown[]) =>
          Array.isArray(h) &&
          typeof h[0] === 'number' &&
          Number.isInteger(h[0]) &&
          h[0] >= 1 &&
          h[0] <= 6 &&
          typeof h[1] === 'string' &&
          typeof h[2] === 'string',
      ) &&
      page.content.every(
        (c: readonly unknown[]) =>
          Array.isArray(c) &&
          typeof c[0] === 'number' &&
          Number.isInteger(c[0]) &&
          c[0] >= 0 &&
          c[0] < page.headings.length &&
          typeof c[1] === 'string',
      );
    if (!ok)
      throw new Error(
        `The search index has a malformed page${page && typeof page.url === 'string' ? ` (${page.url})` : ''}.`,
      );
  }
  return file as IndexFile;
}
