/** The page-cutting adapter (`src/lib/pair/blocks.ts`) over the nodes cheerio parses built HTML into. */
import type {TreeAdapter} from '../../src/lib/pair/blocks';

/** The parts of a parsed node the adapter reads (domhandler's Element, Text and the rest). */
export interface ParsedNode {
  readonly type: string;
  readonly name?: string;
  readonly data?: string;
  readonly attribs?: Readonly<Record<string, string>>;
  readonly children?: readonly ParsedNode[];
}

const ELEMENT_TYPES = new Set(['tag', 'script', 'style']);

export const parsedAdapter: TreeAdapter<ParsedNode> = {
  tag: (node) => (ELEMENT_TYPES.has(node.type) ? node.name?.toLowerCase() : undefined),
  text: (node) => (node.type === 'text' ? (node.data ?? '') : undefined),
  attr: (node, name) => node.attribs?.[name],
  children: (node) => node.children ?? [],
};
