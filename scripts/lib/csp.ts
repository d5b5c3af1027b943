/**
 * The Content-Security-Policy of the production site, built from the pages themselves and the
 * settings: scripts only from the site and the theme's inline scripts allowed by hash (never
 * 'unsafe-inline'), connections only to the site and, when configured, the hosted search and an
 * API on another origin. deploy/nginx/interlinear.conf carries the result; scripts/csp.mts keeps it
 * in step with the build.
 */
import {createHash} from 'node:crypto';
import {load} from 'cheerio';
import type {Settings} from '@interlinear/shared/settings';

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export interface PageScripts {
  /** `'sha256-…'` of every inline script the browser would run. */
  readonly hashes: readonly string[];
  /** Inline event handlers and javascript: links, which no hash can allow. */
  readonly problems: readonly string[];
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function pageScripts(html: string): PageScripts {
  const $ = load(html);
  const hashes: string[] = [];
  $('script:not([src])').each((_, el) => {
    const type = ($(el).attr('type') ?? '').trim().toLowerCase();
    if (JS_TYPES.has(type)) hashes.push(sha256Source($(el).html() ?? ''));
  });
  const problems: string[] = [];
  $('*').each((_, el) => {
    if (el.type !== 'tag') return;
    for (const [name, value] of Object.entries(el.attribs)) {
      if (/^on[a-z]+$/i.test(name)) problems.push(`<${el.tagName} ${name}="…"> (inline event handler)`);
      if ((name === 'href' || name === 'src' || name === 'action') && /^\s*javascript:/i.test(value))
        problems.push(`<${el.tagName} ${name}="javascript:…">`);
    }
  });
  return {hashes, problems};
}

function origin(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null; // A path: the site itself.
  }
}

/** Where the browser may connect besides the site itself, given the settings. */
export function connectSources(settings: Settings): string[] {
  const sources = new Set<string>();
  const api = origin(settings.apiBaseUrl);
  if (api && api !== origin(settings.siteUrl)) sources.add(api);
  const {search} = settings;
  if (search.backend === 'algolia') {
    const {appId, hosts, insights} = search.algolia;
    if (hosts.length) for (const host of hosts) sources.add(origin(host) ?? host);
    else {
      const id = appId.toLowerCase();
      for (const host of [
        `${id}-dsn.algolia.net`,
        `${id}.algolia.net`,
        `${id}-1.algolianet.com`,
        `${id}-2.algolianet.com`,
        `${id}-3.algolianet.com`,
      ])
        sources.add(`https://${host}`);
    }
    if (insights)
      for (const host of ['insights.algolia.io', 'insights.us.algolia.io', 'insights.de.algolia.io'])
        sources.add(`https://${host}`);
  }
  return [...sources];
}

/** Origins the pages may frame: the Android APK's, for its download; none otherwise. */
function frameSources(settings: Settings): string[] {
  const address = settings.stores.androidApk;
  if (!address) return ["'none'"];
  const apk = origin(address);
  return [!apk || apk === origin(settings.siteUrl) ? "'self'" : apk];
}

export function contentSecurityPolicy(scriptHashes: Iterable<string>, settings: Settings): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    // Inline style attributes (syntax highlighting, layout) are harmless without inline script.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectSources(settings)],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    // Only the Android page frames anything: the APK's address, so its download leaves the page in place.
    ['frame-src', ...frameSources(settings)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

const CSP_LINE = /^(\s*add_header Content-Security-Policy ")([^"]*)(" always;)$/m;

/** The policy an nginx config carries, or null when it has none. */
export function configPolicy(config: string): string | null {
  return CSP_LINE.exec(config)?.[2] ?? null;
}

export function withPolicy(config: string, policy: string): string {
  if (!CSP_LINE.test(config)) throw new Error('The nginx config has no Content-Security-Policy line to update');
  return config.replace(CSP_LINE, (_, start: string, _old: string, end: string) => `${start}${policy}${end}`);
}
