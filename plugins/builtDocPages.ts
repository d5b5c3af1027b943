/**
 * The doc pages of a locale's finished build, for the plugins that read them after it
 * (search-index, pair-blocks): every route under `<baseUrl>docs/` whose `index.html` is a doc page
 * (not a tag list or category index), in route order, with the folder it was written to.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

export interface BuiltDocPage {
  readonly route: string;
  /** The folder holding the page's `index.html`. */
  readonly dir: string;
  readonly html: string;
}

export async function* builtDocPages(
  outDir: string,
  baseUrl: string,
  routesPaths: readonly string[],
): AsyncGenerator<BuiltDocPage> {
  const docsRoot = `${baseUrl}docs/`;
  for (const route of [...routesPaths].filter((r) => r.startsWith(docsRoot)).sort()) {
    const dir = path.join(outDir, route.slice(baseUrl.length));
    const file = path.join(dir, 'index.html');
    if (!existsSync(file)) continue;
    const html = await readFile(file, 'utf8');
    if (/<html[^>]*\bdocs-doc-page\b/.test(html)) yield {route, dir, html};
  }
}
