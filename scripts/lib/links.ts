/**
 * The broken-link check of the built site: every internal address a page links to (anchors,
 * stylesheets, scripts, images, alternates) must be served, and every #fragment must name an
 * element of its target page. Addresses resolve as the production server answers them
 * (deploy/nginx/interlinear.conf): a folder address serves its index.html, /page redirects to
 * /page/ when that is a page. Reading files is left to the caller, so this stays pure.
 */
import {load} from 'cheerio';

export interface PageLinks {
  /** Addresses the page refers to, as written. */
  readonly links: readonly string[];
  /** Every id and anchor name on the page. */
  readonly anchors: ReadonlySet<string>;
}

const LINKING = [
  ['a[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['source[src]', 'src'],
  ['iframe[src]', 'src'],
] as const;

export function pageLinks(html: string): PageLinks {
  const $ = load(html);
  const links: string[] = [];
  for (const [selector, attribute] of LINKING) {
    $(selector).each((_, el) => {
      const value = $(el).attr(attribute)?.trim();
      if (value) links.push(value);
    });
  }
  $('img[srcset], source[srcset]').each((_, el) => {
    for (const candidate of ($(el).attr('srcset') ?? '').split(',')) {
      const address = candidate.trim().split(/\s+/)[0];
      if (address) links.push(address);
    }
  });
  const anchors = new Set<string>();
  $('[id]').each((_, el) => void anchors.add($(el).attr('id')!));
  $('a[name]').each((_, el) => void anchors.add($(el).attr('name')!));
  return {links, anchors};
}

/** The address path of a built file: `hi/docs/index.html` → `/hi/docs/`. */
export function pagePath(relativeFile: string): string {
  const path = `/${relativeFile.split('\\').join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

export type Target =
  {readonly internal: false} | {readonly internal: true; readonly path: string; readonly fragment: string};

/** Where a link leads, seen from the page at `from`; `siteUrl` is the production origin. */
export function linkTarget(href: string, from: string, siteUrl: string): Target {
  if (/^(?:mailto|tel|javascript|data|blob):/i.test(href)) return {internal: false};
  const site = new URL(siteUrl);
  let url: URL;
  try {
    url = new URL(href, new URL(from, site));
  } catch {
    return {internal: true, path: href, fragment: ''};
  }
  if (url.origin !== site.origin) return {internal: false};
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Kept as written; it will not be found.
  }
  return {internal: true, path, fragment: url.hash ? decodeURIComponent(url.hash.slice(1)) : ''};
}

/** The built file an address is served from, given which files exist; null when none is. */
export function servedFile(path: string, exists: (file: string) => boolean): string | null {
  const relative = path.replace(/^\/+/, '');
  if (path.endsWith('/')) return exists(`${relative}index.html`) ? `${relative}index.html` : null;
  if (exists(relative)) return relative;
  if (exists(`${relative}/index.html`)) return `${relative}/index.html`;
  return null;
}

export interface Broken {
  readonly page: string;
  readonly href: string;
  readonly reason: 'missing page or file' | 'missing anchor';
}

/**
 * Checks every page of a site, given its files' contents. `pages` maps built HTML files (relative
 * paths) to their HTML; `exists` tells whether any built file exists.
 */
export function brokenLinks(
  pages: ReadonlyMap<string, string>,
  exists: (file: string) => boolean,
  siteUrl: string,
): Broken[] {
  const parsed = new Map<string, PageLinks>();
  const read = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, pageLinks(pages.get(file) ?? ''));
    return parsed.get(file)!;
  };
  const broken: Broken[] = [];
  for (const file of pages.keys()) {
    const from = pagePath(file);
    for (const href of read(file).links) {
      const target = linkTarget(href, from, siteUrl);
      if (!target.internal) continue;
      const served = servedFile(target.path, exists);
      if (!served) {
        broken.push({page: from, href, reason: 'missing page or file'});
        continue;
      }
      if (
        target.fragment &&
        served.endsWith('.html') &&
        pages.has(served) &&
        !read(served).anchors.has(target.fragment)
      ) {
        broken.push({page: from, href, reason: 'missing anchor'});
      }
    }
  }
  return broken;
}
