/**
 * The docs the docs plugin makes pages of, read from the source folder as the plugin is
 * configured (`sourcePages`: no partials, no decision records; the id is the path without
 * extension, or the folder plus the front matter's `id`), and the ids the sidebar lists.
 * Tests walk these instead of a hand-kept list; a browser test checks that the built site's docs
 * are exactly these.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {sourcePages} from '../../plugins/i18n-content/content';
import {frontMatter} from './docContent';

/** Every doc id of the site in `siteDir` (this one by default), sorted. */
export function docIds(siteDir = '.'): string[] {
  return sourcePages(siteDir, 'docs')
    .map((rel) => {
      const own = frontMatter(readFileSync(path.join(siteDir, 'docs', rel), 'utf8')).id;
      const folder = path.posix.dirname(rel);
      const name = typeof own === 'string' ? own : path.posix.basename(rel).replace(/\.mdx?$/, '');
      return folder === '.' ? name : `${folder}/${name}`;
    })
    .sort();
}

/** The doc ids a sidebar lists: its docs and the docs its categories link to. */
export function sidebarDocIds(items: readonly unknown[] = sidebars.docs as unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const entry = item as {type?: string; id?: string; items?: unknown[]; link?: {id?: string}};
    if (entry.type === 'doc' && entry.id) return [entry.id];
    return [...(entry.link?.id ? [entry.link.id] : []), ...sidebarDocIds(entry.items ?? [])];
  });
}

/** The docs kept out of the sidebar: reachable by link only. */
export function unlistedDocIds(): string[] {
  const listed = new Set(sidebarDocIds());
  return docIds().filter((id) => !listed.has(id));
}
