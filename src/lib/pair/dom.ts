/**
 * Shows a second language under the blocks of the page in the browser (see `blocks.ts`).
 * Everything added carries `data-pair` ("block" under one block, "section" for a whole section),
 * its own `lang` and `dir`, and is built with DOM calls from the checked data: no markup is
 * parsed. `removePairing` (control.ts) takes it all away again.
 */
import {PAIRED_ATTRIBUTE, removePairing} from './control';
import {
  pageSections,
  pairSteps,
  type Block,
  type PairStep,
  type Inline,
  type PairBlock,
  type PairFile,
  type PairSection,
  type TreeAdapter,
} from './blocks';

export const domAdapter: TreeAdapter<Node> = {
  tag: (node) => (node.nodeType === 1 ? (node as Element).localName : undefined),
  text: (node) => (node.nodeType === 3 ? (node.nodeValue ?? '') : undefined),
  attr: (node, name) => (node.nodeType === 1 ? ((node as Element).getAttribute(name) ?? undefined) : undefined),
  children: (node) => Array.from(node.childNodes),
};

export interface PairLanguage {
  /** BCP 47 tag of the second language (`lang`). */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /**
   * Class names: a paired block, one under a paragraph or heading (`after`), a paired heading, a
   * whole section.
   */
  readonly classes: {
    readonly block: string;
    readonly after: string;
    readonly heading: string;
    readonly section: string;
  };
}

function inlineNode(doc: Document, part: Inline): Node {
  if (typeof part === 'string') return doc.createTextNode(part);
  const [tag, attributes, ...children] = part;
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) element.append(inlineNode(doc, child));
  return element;
}

function pairedElement(
  doc: Document,
  tag: string,
  className: string,
  language: PairLanguage,
  role: 'block' | 'section',
): HTMLElement {
  const element = doc.createElement(tag);
  element.className = className;
  element.lang = language.lang;
  element.dir = language.dir;
  element.setAttribute(PAIRED_ATTRIBUTE, role);
  return element;
}

function blockElement(
  doc: Document,
  block: PairBlock,
  tag: string,
  language: PairLanguage,
  after = false,
): HTMLElement {
  const {classes} = language;
  const className = [classes.block, block.k === 'h' && classes.heading, after && classes.after]
    .filter(Boolean)
    .join(' ');
  const element = pairedElement(doc, tag, className, language, 'block');
  for (const part of block.c) element.append(inlineNode(doc, part));
  return element;
}

/** Puts the counterpart where it reads as part of the block: inside list items and cells, after the rest. */
function placeBlock(doc: Document, own: Block<Node>, pair: PairBlock, language: PairLanguage): void {
  const node = own.node as Element;
  switch (own.kind) {
    case 'li':
    case 'dd': {
      // After the item's own words, before its nested lists.
      const next = own.inline.length > 0 ? own.inline[own.inline.length - 1]!.nextSibling : node.firstChild;
      node.insertBefore(blockElement(doc, pair, 'div', language), next);
      return;
    }
    case 'cell':
      node.append(blockElement(doc, pair, 'div', language));
      return;
    case 'summary':
      node.append(blockElement(doc, pair, 'span', language));
      return;
    default:
      node.after(
        blockElement(doc, pair, node.localName === 'dt' ? 'dd' : 'div', language, own.kind === 'p' || own.kind === 'h'),
      );
  }
}

/** A whole section of the second language, as plain paragraphs and lists. */
function sectionElement(doc: Document, section: PairSection, language: PairLanguage): HTMLElement {
  const container = pairedElement(doc, 'div', language.classes.section, language, 'section');
  let list: HTMLElement | undefined;
  for (const block of section.blocks) {
    if (block.k === 'li' || block.k === 'cell' || block.k === 'dd') {
      list ??= container.appendChild(doc.createElement('ul'));
      const item = list.appendChild(doc.createElement('li'));
      for (const part of block.c) item.append(inlineNode(doc, part));
      continue;
    }
    list = undefined;
    const paragraph = container.appendChild(doc.createElement('p'));
    if (block.k === 'h') paragraph.className = language.classes.heading;
    for (const part of block.c) paragraph.append(inlineNode(doc, part));
  }
  return container;
}

/** The child of `root` that holds `node` (the place to put something after a whole table or list). */
function topLevel(root: Node, node: Node): Node {
  let current = node;
  while (current.parentNode && current.parentNode !== root) current = current.parentNode;
  return current;
}

function isPaired(node: Node): boolean {
  return node.nodeType === 1 && (node as Element).hasAttribute(PAIRED_ATTRIBUTE);
}

/** Carries out one step of a plan. Steps are carried out in order; a pause between two is fine. */
export function placeStep(root: Element, step: PairStep<Node>, language: PairLanguage): void {
  const doc = root.ownerDocument;
  if (step.type === 'block') {
    placeBlock(doc, step.own, step.pair, language);
    return;
  }
  // After the last part of the page's section and whatever was paired with it (earlier sections too).
  const last = step.after.blocks[step.after.blocks.length - 1];
  let after: ChildNode | null = last ? (topLevel(root, last.node) as ChildNode) : null;
  while (after?.nextSibling && isPaired(after.nextSibling)) after = after.nextSibling;
  const element = sectionElement(doc, step.pair, language);
  if (after) after.after(element);
  else root.prepend(element);
}

/**
 * Shows `file` (the second language's blocks of this page) under the page's own blocks in `root`
 * at once, replacing any earlier pairing. Answers how many blocks were paired one by one and how
 * many sections were shown whole.
 */
export function applyPairing(
  root: Element,
  file: PairFile,
  language: PairLanguage,
): {blocks: number; sections: number} {
  removePairing(root);
  const steps = pairSteps(pageSections(domAdapter, root), file);
  for (const step of steps) placeStep(root, step, language);
  const sections = steps.filter((step) => step.type === 'section').length;
  return {blocks: steps.length - sections, sections};
}
