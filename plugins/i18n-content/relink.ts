/**
 * A locale's docs come from two folders: its own translations (`i18n/<folder>/…/current`) and the
 * generated folder (`.i18n-content/<locale>/docs`) that holds what it shows for the pages it has
 * not translated. Docusaurus looks for `./page.md` only beside the linking file, so a link from a
 * translated page to an untranslated one (or back) finds nothing and stops the build: one new
 * Chinese page would break every locale until each had translated it. This remark plugin points
 * such a link at the file the page is really built from, as an `@site/` path, which Docusaurus
 * looks up directly.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

interface MarkdownNode {
  type: string;
  url?: string;
  children?: MarkdownNode[];
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const MARKDOWN = /\.mdx?$/i;

/**
 * The `@site/` address of the file a relative Markdown link means, when that file is in another
 * of the content folders (`roots`, most preferred first) than the linking file; undefined when
 * Docusaurus resolves the link as written, or when the link is not a relative link to a page.
 */
export function relinked(
  url: string,
  sourceFile: string,
  roots: readonly string[],
  siteDir: string,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  if (!url || SCHEME.test(url) || /^[/#@?]/.test(url)) return undefined;
  const cut = url.search(/[?#]/);
  const [file, rest] = cut < 0 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
  if (!MARKDOWN.test(file)) return undefined;
  const own = roots.find((root) => sourceFile.startsWith(root + path.sep));
  if (!own) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(file);
  } catch {
    return undefined;
  }
  const beside = path.resolve(path.dirname(sourceFile), pathname);
  const rel = path.relative(own, beside);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const target = roots.map((root) => path.join(root, rel)).find((candidate) => exists(candidate));
  if (!target || target === beside) return undefined;
  return `@site/${path.relative(siteDir, target).split(path.sep).join('/')}${rest}`;
}

/** The remark plugin: `roots` are absolute folders, the locale's own translations first. */
export default function relinkAcrossFolders(options: {siteDir: string; roots: readonly string[]}) {
  const roots = options.roots.map((root) => path.resolve(options.siteDir, root));
  const visit = (node: MarkdownNode, sourceFile: string) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url) {
      const url = relinked(node.url, sourceFile, roots, options.siteDir);
      if (url) node.url = url;
    }
    for (const child of node.children ?? []) visit(child, sourceFile);
  };
  return (tree: MarkdownNode, file: {path?: string}) => {
    if (file.path) visit(tree, path.resolve(file.path));
  };
}
