/**
 * Trick "chunks": a page names the code of its own route with its bundles, so the browser fetches
 * it with them, and the hydration starts in a task of its own.
 *
 * Docusaurus's page template names only the runtime and the main bundle. The main bundle, once it
 * runs, works out the page's route and adds a script element for each of the route's chunks (the
 * page component, its content, the docs sidebar): a second round trip after the first, and the
 * insertion of each element costs time in the main bundle's own task (more still while the page is
 * traced, as Lighthouse traces it). The build now writes those chunks into each page, between the
 * runtime and the main bundle. They run before the main bundle, so the runtime already holds them
 * when the main bundle asks, and adds nothing. Without a round trip to wait for, the first
 * hydration pass would follow the main bundle's run in the same task; the `react-dom/client` shim
 * (./preact/react-dom-client.js) gives it a task of its own.
 *
 * What a page needs comes from the files Docusaurus generates for the locale being built: the
 * route tree (`routes.js`, whose `ComponentCreator(path, hash)` calls name each route's key), the
 * chunk names of each route (`routesChunkNames.json`), and the files of each named chunk group,
 * which the browser compilation reports when it is done.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {matchRoutes, type RouteConfig} from 'react-router-config';

/** A route of Docusaurus's generated route tree; `key` is the key of its chunk names. */
export interface RouteEntry {
  readonly path: string;
  readonly exact?: boolean;
  readonly key?: string;
  readonly routes?: readonly RouteEntry[];
}

/** The files of each named chunk group of the browser compilation (script files only). */
export type ChunkGroupFiles = ReadonlyMap<string, readonly string[]>;

/**
 * Reads the generated route tree (`routes.js`) without bundling it: the module is data, apart from
 * its imports and the `ComponentCreator(path, hash)` calls that name each route's chunk key.
 */
export function parseRouteTree(source: string): RouteEntry[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/export default/, 'return')
    .replace(/component:\s*ComponentCreator\(('[^']*')(?:,\s*('[^']*'))?\)/g, (_, routePath: string, hash?: string) =>
      hash ? `key: ${routePath.slice(0, -1)}-${hash.slice(1)}` : 'key: undefined',
    );
  if (/ComponentCreator|require\(|import\(/.test(body)) throw new Error('routes.js holds more than route data');
  return new Function(body)() as RouteEntry[];
}

/** Every chunk name a route's chunk-name entry holds, nested values included, in order. */
function chunkNamesOf(entry: unknown, into: string[]): string[] {
  if (typeof entry === 'string') into.push(entry);
  else if (entry && typeof entry === 'object') for (const value of Object.values(entry)) chunkNamesOf(value, into);
  return into;
}

/**
 * The script files a page's route needs, in the order the main bundle would ask for them: the
 * routes matched from the root to the page, as Docusaurus's `preload` matches them, each route's
 * chunk names, and each name's chunk group files. Files in `exclude` (the page's bundles) are
 * left out, and each file is named once.
 */
export function routeChunkFiles(
  routes: readonly RouteEntry[],
  chunkNames: Readonly<Record<string, unknown>>,
  groups: ChunkGroupFiles,
  pathname: string,
  exclude: ReadonlySet<string> = new Set(),
): string[] {
  const files: string[] = [];
  const seen = new Set(exclude);
  for (const {route} of matchRoutes(routes as unknown as RouteConfig[], pathname)) {
    const key = (route as RouteEntry).key;
    if (!key) continue;
    for (const name of chunkNamesOf(chunkNames[key], [])) {
      for (const file of groups.get(name) ?? []) {
        if (seen.has(file)) continue;
        seen.add(file);
        files.push(file);
      }
    }
  }
  return files;
}

/** A script element of the page that names `/main.<hash>.js` (inert or deferred), and that address. */
const MAIN_SCRIPT = /<script\b[^>]*?\b(?:data-bundle|src)="?([^"\s>]*\/main\.[\w-]+\.js)"?[^>]*><\/script>/;

/**
 * The page with an element for each file before its main bundle's, written as the main bundle's is
 * (inert until the first paint, or deferred when the "paint" trick is off); unchanged when the
 * page names no main bundle.
 */
export function withRouteChunks(html: string, files: readonly string[], baseUrl: string): string {
  const main = MAIN_SCRIPT.exec(html);
  if (!main || files.length === 0) return html;
  const [element, address = ''] = main;
  const added = files.map((file) => element.replace(address, `${baseUrl}${file}`)).join('');
  return html.slice(0, main.index) + added + html.slice(main.index);
}

/** The bundle files a page already names (runtime and main), as paths below the base URL. */
function namedBundles(html: string, baseUrl: string): Set<string> {
  const named = new Set<string>();
  for (const [, address = ''] of html.matchAll(/\b(?:data-bundle|src)="?([^"\s>]+\.js)"?/g))
    if (address.startsWith(baseUrl)) named.add(address.slice(baseUrl.length));
  return named;
}

/** The HTML file Docusaurus wrote for a location, relative to the output folder. */
export function htmlFileOf(location: string, baseUrl: string): string {
  const relative = location.startsWith(baseUrl) ? location.slice(baseUrl.length) : location.replace(/^\//, '');
  if (relative === '' || relative.endsWith('/')) return `${relative}index.html`;
  return relative.endsWith('.html') ? relative : `${relative}/index.html`;
}

/**
 * Writes each rendered page's route chunks into its HTML (the build's `postBuild`), from the files
 * Docusaurus generated for this locale and the chunk groups of the browser compilation.
 */
export async function writeRouteChunks(options: {
  readonly outDir: string;
  readonly generatedFilesDir: string;
  readonly baseUrl: string;
  readonly locations: readonly string[];
  readonly groups: ChunkGroupFiles;
}): Promise<number> {
  const {outDir, generatedFilesDir, baseUrl, locations, groups} = options;
  if (groups.size === 0)
    throw new Error('plugins/page-speed ("chunks"): the browser compilation reported no chunk groups');
  const routes = parseRouteTree(await readFile(path.join(generatedFilesDir, 'routes.js'), 'utf8'));
  const chunkNames = JSON.parse(
    await readFile(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
  ) as Record<string, unknown>;
  let written = 0;
  for (const location of locations) {
    const file = path.join(outDir, htmlFileOf(location, baseUrl));
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch {
      continue;
    }
    const files = routeChunkFiles(routes, chunkNames, groups, location, namedBundles(html, baseUrl));
    const changed = withRouteChunks(html, files, baseUrl);
    if (changed === html) continue;
    await writeFile(file, changed);
    written += 1;
  }
  return written;
}
