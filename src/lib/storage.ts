/**
 * Every browser-storage key and cookie the site uses, and safe access to them. Docusaurus writes
 * its own keys (theme, announcement, preferred docs version); they are named here so that the
 * whole list lives in one place. Nothing here throws: server rendering, storage blocked by the
 * browser and corrupt values all read as "nothing stored".
 */

export const STORAGE_KEYS = {
  /** Colour mode chosen by the visitor: "light" or "dark" (written by the theme). */
  theme: 'theme',
  /** "true" once the visitor closed the announcement bar (written by the theme). */
  announcementDismissed: 'docusaurus.announcement.dismiss',
  /** Id of the announcement the dismissal belongs to (written by the theme). */
  announcementId: 'docusaurus.announcement.id',
  /** JSON of the signed-in user, written by the account pages: `subscription.subscriptionStatus`. */
  userInfo: 'user_info',
  /** Language the visitor last read the site in, shared with the web app. */
  language: 'i18nextLng',
  /** Comma-separated reveal keys switched on for previews (see `reveal.ts`). */
  reveal: 'interlinear.reveal',
  /** "off" when the visitor asked search not to remember recent searches (see the search page). */
  searchPersonalization: 'interlinear.search.personalization',
  /** Locale code of the second language doc pages are read in (see the "read in two languages" control). */
  docsPair: 'interlinear.docs.pair',
} as const;

/**
 * Recent and favourite searches of one search index (written by the search modal). The modal
 * names one index per locale, so each locale keeps its own.
 */
export function savedSearchKeys(indexName: string): readonly [recent: string, favorite: string] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

/** Preferred docs version per docs plugin (written by the docs plugin). */
export function docsPreferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** The subset of the Web Storage API the site needs; tests pass a plain object. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `localStorage`, or null on the server and where the browser refuses access. */
export function browserStorage(): KeyValueStore | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readString(store: KeyValueStore | null, key: string): string | null {
  if (!store) return null;
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored (blocked storage, quota). */
export function writeString(store: KeyValueStore | null, key: string, value: string | null): boolean {
  if (!store) return false;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Parses stored JSON; anything unreadable is null, never an exception. */
export function readJson(store: KeyValueStore | null, key: string): unknown {
  const raw = readString(store, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The value of one cookie in a `document.cookie` string, decoded; null when absent or empty. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** `document.cookie`, or null on the server and where reading it throws. */
export function browserCookies(): string | null {
  if (typeof document === 'undefined') return null;
  try {
    return document.cookie;
  } catch {
    return null;
  }
}
