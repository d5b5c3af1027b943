/**
 * The one place where environment variables are read. Each variable overrides one setting; the
 * README lists them. Invalid values stop the build with a message naming the variable.
 */
import {DEFAULT_SETTINGS, REVEAL_KEYS, type SearchSettings, type Settings, type TimeWindow} from './settings';
import {DEFAULT_LOCALE, LOCALES} from './locales';

/**
 * The page-speed tricks of plugins/page-speed (its README says what each does and saves). All
 * are on in every real build; SITE_SPEED_OFF turns some off so that `npm run bench:speed` can
 * measure each one against the same build without it.
 */
export const SPEED_TRICKS = [
  'preact',
  'prism',
  'translations',
  'highlighter',
  'paint',
  'hydration',
  'menu',
  'prefetch',
  'collation',
  'compile',
  'routes',
  'head',
  'chunks',
  'rerender',
  'stages',
  'prices',
] as const;
export type SpeedTrick = (typeof SPEED_TRICKS)[number];

export interface BuildOptions {
  readonly settings: Settings;
  /** Locales to build; all fifteen unless SITE_LOCALES narrows them for a quick local build. */
  readonly locales: readonly string[];
  /** Page-speed tricks turned off, for measurements only (SITE_SPEED_OFF); none by default. */
  readonly speedOff: readonly SpeedTrick[];
}

type Env = Readonly<Record<string, string | undefined>>;

function fail(name: string, message: string): never {
  throw new Error(`Environment variable ${name}: ${message}`);
}

/** A comma list whose every entry must be one of `known` (`what` names an entry in the message). */
function listOf<T extends string>(env: Env, name: string, known: readonly T[], what: string): T[] | undefined {
  const values = list(env, name);
  for (const value of values ?? []) {
    if (!(known as readonly string[]).includes(value))
      fail(name, `unknown ${what} "${value}" (known: ${known.join(', ')})`);
  }
  return values as T[] | undefined;
}

function url(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (value.startsWith('/')) return value;
  try {
    return new URL(value).toString();
  } catch {
    return fail(name, `"${value}" is neither an absolute URL nor a path starting with "/"`);
  }
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  return fail(name, `"${value}" is not a boolean (use true or false)`);
}

function list(env: Env, name: string): string[] | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) fail(name, `"${value}" must be a whole number from ${min} to ${max}`);
  return n;
}

/** An ISO 8601 interval "start/end" of two instants, start before end. */
function timeWindow(env: Env, name: string, fallback: TimeWindow): TimeWindow {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const [start = '', end = '', ...rest] = value.split('/');
  const [from, to] = [Date.parse(start), Date.parse(end)];
  if (rest.length > 0 || Number.isNaN(from) || Number.isNaN(to) || from >= to) {
    fail(name, `"${value}" must be "start/end", two ISO 8601 instants with start first`);
  }
  return {start: new Date(from).toISOString(), end: new Date(to).toISOString()};
}

function searchSettings(env: Env, d: SearchSettings): SearchSettings {
  const backend = env.SITE_SEARCH_BACKEND?.trim() || d.backend;
  if (backend !== 'local' && backend !== 'algolia')
    fail('SITE_SEARCH_BACKEND', `"${backend}" must be "local" or "algolia"`);
  const appId = env.SITE_ALGOLIA_APP_ID?.trim() ?? d.algolia.appId;
  const apiKey = env.SITE_ALGOLIA_API_KEY?.trim() ?? d.algolia.apiKey;
  const indexName = env.SITE_ALGOLIA_INDEX_NAME?.trim() ?? d.algolia.indexName;
  const hosts = list(env, 'SITE_ALGOLIA_HOSTS') ?? [...d.algolia.hosts];
  for (const host of hosts) {
    if (!/^https?:\/\/[^/]+\/?$/.test(host))
      fail('SITE_ALGOLIA_HOSTS', `"${host}" must be an http(s) origin such as https://search.example.com`);
  }
  const insights = bool(env, 'SITE_SEARCH_INSIGHTS', d.algolia.insights);
  if (backend === 'algolia') {
    const missing = [
      ['SITE_ALGOLIA_APP_ID', appId],
      ['SITE_ALGOLIA_API_KEY', apiKey],
      ['SITE_ALGOLIA_INDEX_NAME', indexName],
    ].flatMap(([name, value]) => (value ? [] : [name]));
    if (missing.length)
      fail(
        missing[0]!,
        `the algolia search backend needs ${missing.join(', ')} (the application id, the search-only API key and the index name)`,
      );
  } else if (insights) {
    fail('SITE_SEARCH_INSIGHTS', 'search analytics go to the hosted provider; set SITE_SEARCH_BACKEND=algolia as well');
  }
  return {backend, algolia: {appId, apiKey, indexName, hosts, insights}};
}

export function buildOptionsFromEnv(env: Env): BuildOptions {
  const d = DEFAULT_SETTINGS;

  const reveal = listOf(env, 'SITE_REVEAL', REVEAL_KEYS, 'key') ?? [...d.features.reveal];

  const colorMode = env.SITE_COLOR_MODE?.trim() || d.features.colorMode;
  if (colorMode !== 'switchable' && colorMode !== 'fixed-light') {
    fail('SITE_COLOR_MODE', `"${colorMode}" must be "switchable" or "fixed-light"`);
  }

  const tagManagerId = env.SITE_TAG_MANAGER_ID?.trim() ?? d.analytics.tagManagerId;
  if (tagManagerId && !/^GTM-[A-Z0-9]+$/.test(tagManagerId)) {
    fail('SITE_TAG_MANAGER_ID', `"${tagManagerId}" is not a tag-manager container id (GTM-XXXXXXX)`);
  }

  const announcementId = env.SITE_ANNOUNCEMENT_ID?.trim();

  const codes = LOCALES.map((l) => l.code);
  const locales = listOf(env, 'SITE_LOCALES', codes, 'locale') ?? codes;
  if (locales.length === 0) fail('SITE_LOCALES', 'names no locale');
  // The default locale is always built: it is the site's root, the source every fallback chain
  // ends in, and the target of the language links on every not-found page.
  if (!locales.includes(DEFAULT_LOCALE)) locales.unshift(DEFAULT_LOCALE);

  const speedOff = listOf(env, 'SITE_SPEED_OFF', SPEED_TRICKS, 'trick') ?? [];

  const search = searchSettings(env, d.search);

  const settings: Settings = {
    ...d,
    productName: env.SITE_PRODUCT_NAME?.trim() || d.productName,
    siteUrl: url(env, 'SITE_URL', d.siteUrl).replace(/\/$/, ''),
    apiBaseUrl: url(env, 'SITE_API_BASE_URL', d.apiBaseUrl),
    links: {
      ...d.links,
      app: url(env, 'SITE_APP_URL', d.links.app),
      login: url(env, 'SITE_LOGIN_URL', d.links.login),
    },
    stores: {
      ...d.stores,
      iosApp: url(env, 'SITE_IOS_APP_URL', d.stores.iosApp),
      androidApp: url(env, 'SITE_ANDROID_APP_URL', d.stores.androidApp),
    },
    announcement: {
      ...d.announcement,
      id: announcementId || d.announcement.id,
      enabled: announcementId === undefined ? d.announcement.enabled : announcementId !== '',
    },
    analytics: {tagManagerId},
    features: {
      reveal,
      colorMode,
      baseUrlIssueBanner: bool(env, 'SITE_BASE_URL_BANNER', d.features.baseUrlIssueBanner),
    },
    promotions: {
      ...d.promotions,
      mangaOffer: timeWindow(env, 'SITE_MANGA_OFFER_WINDOW', d.promotions.mangaOffer),
    },
    search,
    requirements: {
      minChromiumVersion: integer(env, 'SITE_MIN_CHROMIUM_VERSION', d.requirements.minChromiumVersion, 1, 999),
    },
  };
  return {settings, locales, speedOff};
}
