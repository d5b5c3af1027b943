/**
 * Reading a doc page in two languages: how a page is cut into blocks, how the blocks of two
 * languages are matched, and the files a locale's build writes for each page (`blocks.json`, `blocks-more.json`).
 *
 * The same cutting runs over the built HTML (at build time, on cheerio's nodes) and over the
 * live page (in the browser, on the DOM), through a small adapter, so both sides agree.
 *
 * A page is a list of sections: the part before the first heading with an id, then one per such
 * heading (every locale's page shares these ids). A section's blocks are its headings, paragraphs,
 * list items (their own words, without nested lists), table cells, admonition titles, definition
 * terms and descriptions, summaries and captions, in document order. Code, images and
 * illustrations are not blocks: they appear once.
 */

import {PAIRED_ATTRIBUTE} from './control';

export type BlockKind = 'h' | 'p' | 'li' | 'cell' | 'note' | 'dt' | 'dd' | 'summary' | 'caption';
const KINDS: ReadonlySet<string> = new Set<BlockKind>([
  'h',
  'p',
  'li',
  'cell',
  'note',
  'dt',
  'dd',
  'summary',
  'caption',
]);

/** Inline content as data: text, or an element `[tag, attributes, ...children]` of the tags below. */
export type Inline = string | InlineElement;
export type InlineElement = [tag: string, attributes: Readonly<Record<string, string>>, ...children: Inline[]];

export interface PairBlock {
  readonly k: BlockKind;
  readonly c: readonly Inline[];
}
export interface PairSection {
  readonly id: string;
  readonly blocks: readonly PairBlock[];
}
/** What `<locale>/docs/<page>/blocks.json` (and `blocks-more.json`) hold. */
export interface PairFile {
  readonly v: typeof PAIR_FORMAT;
  readonly sections: readonly PairSection[];
}

export const PAIR_FORMAT = 1;

/** The inline elements a paired block keeps, and the attributes each may carry. */
const INLINE_TAGS: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  abbr: ['title'],
  b: [],
  bdi: ['dir'],
  br: [],
  code: [],
  del: [],
  em: [],
  i: [],
  kbd: [],
  mark: [],
  s: [],
  small: [],
  strong: [],
  sub: [],
  sup: [],
};

/** Elements that are never read as words: code, pictures, controls, heading anchors. */
const SKIPPED_TAGS = new Set([
  'pre',
  'script',
  'style',
  'svg',
  'img',
  'picture',
  'video',
  'audio',
  'iframe',
  'button',
  'template',
  'noscript',
  'select',
  'input',
  'textarea',
]);
const SKIPPED_CLASSES = ['hash-link', 'theme-code-block'];

/** Children that end a list item's (or description's) own words. */
const BLOCK_TAGS = new Set([
  'ul',
  'ol',
  'p',
  'pre',
  'div',
  'table',
  'blockquote',
  'dl',
  'details',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
]);

/** Just enough of a document tree to read a page: the DOM and cheerio's nodes both fit. */
export interface TreeAdapter<N> {
  /** Lower-case tag name of an element; undefined for text, comments and the rest. */
  tag(node: N): string | undefined;
  /** The text of a text node; undefined for anything else. */
  text(node: N): string | undefined;
  attr(node: N, name: string): string | undefined;
  children(node: N): readonly N[];
}

export interface Block<N> {
  readonly kind: BlockKind;
  readonly node: N;
  /** The nodes holding the block's own words (for a list item, not its nested lists). */
  readonly inline: readonly N[];
  /** Those words, as `textOf` reads them. */
  readonly text: string;
}
export interface Section<N> {
  readonly id: string;
  readonly blocks: readonly Block<N>[];
}

function hasClass<N>(a: TreeAdapter<N>, node: N, name: string): boolean {
  return (a.attr(node, 'class') ?? '').split(/\s+/).includes(name);
}

function skipped<N>(a: TreeAdapter<N>, node: N): boolean {
  const tag = a.tag(node);
  if (tag === undefined) return false;
  if (SKIPPED_TAGS.has(tag)) return true;
  if (a.attr(node, PAIRED_ATTRIBUTE) !== undefined) return true;
  return SKIPPED_CLASSES.some((name) => hasClass(a, node, name));
}

/**
 * Text as a reader sees it: zero-width spaces (heading anchors hold one) dropped, white space
 * collapsed and trimmed. Joiners, which Indic scripts need, stay.
 */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of some nodes as a reader sees them: skipped parts left out, white space collapsed. */
export function textOf<N>(a: TreeAdapter<N>, nodes: readonly N[]): string {
  let out = '';
  const walk = (node: N): void => {
    const text = a.text(node);
    if (text !== undefined) out += text;
    else if (a.tag(node) === 'br') out += ' ';
    else if (a.tag(node) !== undefined && !skipped(a, node)) a.children(node).forEach(walk);
  };
  nodes.forEach(walk);
  return cleanText(out);
}

/** An admonition's title: the theme gives it a hashed class starting with this name. */
function isAdmonitionTitle<N>(a: TreeAdapter<N>, node: N): boolean {
  return /(^|\s)admonitionHeading/.test(a.attr(node, 'class') ?? '');
}

/** The kind of block an element is, when it is one by its tag alone. */
function kindOf<N>(a: TreeAdapter<N>, node: N, tag: string): BlockKind | undefined {
  if (/^h[1-6]$/.test(tag)) return 'h';
  switch (tag) {
    case 'p':
      return 'p';
    case 'th':
    case 'td':
      return 'cell';
    case 'dt':
      return 'dt';
    case 'summary':
      return 'summary';
    case 'figcaption':
    case 'caption':
      return 'caption';
    default:
      return isAdmonitionTitle(a, node) ? 'note' : undefined;
  }
}

/**
 * Cuts a page's content (the element around the article's markdown) into sections of blocks; with
 * `until`, only as far as needed to hold the sections of those ids (the first part of a file).
 */
export function pageSections<N>(a: TreeAdapter<N>, root: N, until?: ReadonlySet<string>): Section<N>[] {
  const sections: {id: string; blocks: Block<N>[]}[] = [{id: '', blocks: []}];
  // With `until`, the walk ends at the first section past all of those ids: enough to pair them.
  const waiting = new Set(until);
  let done = false;
  const add = (kind: BlockKind, node: N, inline: readonly N[]): void => {
    const text = textOf(a, inline);
    if (text) sections[sections.length - 1]!.blocks.push({kind, node, inline, text});
  };
  const walk = (node: N): void => {
    const tag = a.tag(node);
    if (done || tag === undefined || skipped(a, node)) return;
    const kind = kindOf(a, node, tag);
    if (kind) {
      const id = a.attr(node, 'id');
      if (kind === 'h' && tag !== 'h1' && id) {
        if (until && waiting.size === 0) {
          done = true;
          return;
        }
        waiting.delete(id);
        sections.push({id, blocks: []});
      }
      add(kind, node, a.children(node));
      return;
    }
    if (tag === 'li' || tag === 'dd') {
      // Its own words come first; nested lists and paragraphs are blocks of their own.
      const children = a.children(node);
      const firstBlock = children.findIndex((child) => BLOCK_TAGS.has(a.tag(child) ?? ''));
      const own = firstBlock === -1 ? children : children.slice(0, firstBlock);
      add(tag, node, own);
      children.slice(own.length).forEach(walk);
      return;
    }
    a.children(node).forEach(walk);
  };
  waiting.delete('');
  a.children(root).forEach(walk);
  return sections.filter((section, i) => i > 0 || section.blocks.length > 0);
}

function safeHref(href: string): string | undefined {
  const value = href.trim();
  return /^(\/(?!\/)|#|https:\/\/|http:\/\/|mailto:)/i.test(value) ? value : undefined;
}

/** A block's words as data, keeping the inline elements listed above and nothing else. */
export function inlineOf<N>(a: TreeAdapter<N>, nodes: readonly N[]): Inline[] {
  const convert = (node: N): Inline[] => {
    const text = a.text(node);
    if (text !== undefined) return text ? [text.replace(/[\u200b\ufeff]/g, '').replace(/\s+/g, ' ')] : [];
    const tag = a.tag(node);
    if (tag === undefined || skipped(a, node)) return [];
    const children = a.children(node).flatMap(convert);
    const allowed = INLINE_TAGS[tag];
    if (!allowed) return children;
    const attributes: Record<string, string> = {};
    for (const name of allowed) {
      const value = a.attr(node, name);
      const safe = name === 'href' && value !== undefined ? safeHref(value) : value;
      if (safe !== undefined) attributes[name] = safe;
    }
    return [[tag, attributes, ...children]];
  };
  const out = nodes.flatMap(convert);
  // Trim the block's ends, as the page shows it.
  if (typeof out[0] === 'string') out[0] = out[0].trimStart();
  const last = out.length - 1;
  if (typeof out[last] === 'string') out[last] = out[last].trimEnd();
  return out.filter((part) => part !== '');
}

/** The file a locale's build writes for one page. */
export function pairFileOf<N>(a: TreeAdapter<N>, root: N): PairFile {
  return {
    v: PAIR_FORMAT,
    sections: pageSections(a, root).map((section) => ({
      id: section.id,
      blocks: section.blocks.map((block) => ({k: block.kind, c: inlineOf(a, block.inline)})),
    })),
  };
}

/** The page's section that `pair`'s last shared section matched, or `start` when none did. */
export function lastShared<N>(
  own: readonly Section<N>[],
  pair: Pick<PairFile, 'sections'>,
  start: Section<N> | undefined = own[0],
): Section<N> | undefined {
  const byId = new Map(own.map((section) => [section.id, section]));
  let last = start;
  for (const section of pair.sections) last = byId.get(section.id) ?? last;
  return last;
}

/**
 * A page's file in two parts: its first sections, holding at least `first` blocks (what a phone's
 * screen shows first, so it can be fetched and shown alone), and the rest.
 */
export function splitPairFile(file: PairFile, first: number): [head: PairFile, rest: PairFile] {
  let count = 0;
  let cut = 0;
  while (cut < file.sections.length && count < first) count += file.sections[cut++]!.blocks.length;
  return [
    {v: file.v, sections: file.sections.slice(0, cut)},
    {v: file.v, sections: file.sections.slice(cut)},
  ];
}

/** The words of inline data, white space collapsed, as `textOf` reads the page. */
export function inlineText(parts: readonly Inline[]): string {
  const walk = (part: Inline): string =>
    typeof part === 'string'
      ? part
      : part[0] === 'br'
        ? ' '
        : part
            .slice(2)
            .map((p) => walk(p as Inline))
            .join('');
  return parts.map(walk).join('').replace(/\s+/g, ' ').trim();
}

const MAX_DEPTH = 12;

function validInline(value: unknown, depth: number): value is Inline {
  if (typeof value === 'string') return true;
  if (!Array.isArray(value) || value.length < 2 || depth > MAX_DEPTH) return false;
  const [tag, attributes, ...children] = value as unknown[];
  if (typeof tag !== 'string' || !Object.hasOwn(INLINE_TAGS, tag)) return false;
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) return false;
  for (const [name, attribute] of Object.entries(attributes)) {
    if (!INLINE_TAGS[tag]!.includes(name) || typeof attribute !== 'string') return false;
    if (name === 'href' && safeHref(attribute) === undefined) return false;
  }
  return children.every((child) => validInline(child, depth + 1));
}

/**
 * A `blocks.json` answer read defensively: anything that is not exactly the format (a server
 * error page, a truncated file, a link the format does not allow) is null.
 */
export function parsePairFile(value: unknown): PairFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const file = value as {v?: unknown; sections?: unknown};
  if (file.v !== PAIR_FORMAT || !Array.isArray(file.sections)) return null;
  for (const section of file.sections as unknown[]) {
    if (typeof section !== 'object' || section === null) return null;
    const {id, blocks} = section as {id?: unknown; blocks?: unknown};
    if (typeof id !== 'string' || !Array.isArray(blocks)) return null;
    for (const block of blocks as unknown[]) {
      if (typeof block !== 'object' || block === null) return null;
      const {k, c} = block as {k?: unknown; c?: unknown};
      if (typeof k !== 'string' || !KINDS.has(k) || !Array.isArray(c)) return null;
      if (!c.every((part) => validInline(part, 0))) return null;
    }
  }
  return value as PairFile;
}

/** One step of showing a second language: a block under its counterpart, or a whole section. */
export type PairStep<N> =
  | {readonly type: 'block'; readonly own: Block<N>; readonly pair: PairBlock}
  | {readonly type: 'section'; readonly after: Section<N>; readonly pair: PairSection};

/**
 * Matches the page's sections with the second language's: by heading id, then block by block
 * when a section's blocks have the same kinds in the same order; otherwise the second language's
 * section is shown whole after the page's. A section the page lacks follows the section before it;
 * one before any shared section follows `start` (the page's first section, or, for the rest of a
 * file read in two parts, the last section the first part shared with the page). A block whose words are the same in both
 * languages (a name, a number, code) is not repeated.
 */
export function pairSteps<N>(
  own: readonly Section<N>[],
  pair: Pick<PairFile, 'sections'>,
  start: Section<N> | undefined = own[0],
): PairStep<N>[] {
  const byId = new Map(own.map((section) => [section.id, section]));
  const steps: PairStep<N>[] = [];
  let previous = start;
  for (const section of pair.sections) {
    const match = byId.get(section.id);
    if (!match) {
      if (previous && section.blocks.length > 0) steps.push({type: 'section', after: previous, pair: section});
      continue;
    }
    previous = match;
    const aligned =
      match.blocks.length === section.blocks.length &&
      match.blocks.every((block, i) => block.kind === section.blocks[i]!.k);
    if (!aligned) {
      if (section.blocks.length > 0) steps.push({type: 'section', after: match, pair: section});
      continue;
    }
    match.blocks.forEach((block, i) => {
      const counterpart = section.blocks[i]!;
      if (block.text !== inlineText(counterpart.c)) steps.push({type: 'block', own: block, pair: counterpart});
    });
  }
  return steps;
}
