/**
 * Who is looking, as far as the page can tell: signed in or not, Pro or not, and whether the
 * browser is Safari-like. Pure functions of their inputs; the React hook in
 * `src/components/useAudience` feeds them the real browser.
 */
import {STORAGE_KEYS, readCookie, readJson, type KeyValueStore} from './storage';
import {storedUser} from './session';

export type SubscriptionStatus = 'active' | 'inactive' | 'expired' | 'cancelled' | 'unknown';

/** The subscription status stored in `user_info`; anything missing or malformed is null. */
export function storedSubscriptionStatus(store: KeyValueStore | null): string | null {
  const info = readJson(store, STORAGE_KEYS.userInfo);
  if (typeof info !== 'object' || info === null) return null;
  const subscription = (info as {subscription?: unknown}).subscription;
  if (typeof subscription !== 'object' || subscription === null) return null;
  const status = (subscription as {subscriptionStatus?: unknown}).subscriptionStatus;
  return typeof status === 'string' ? status : null;
}

export function isProMember(store: KeyValueStore | null): boolean {
  return storedSubscriptionStatus(store) === 'active';
}

function hasLoginToken(cookies: string | null, cookieName: string): boolean {
  return readCookie(cookies, cookieName) !== null;
}

/**
 * Safari, or another browser built on Safari's engine that is not Chrome-based. Chrome on iOS
 * (CriOS) and Edge on iOS (EdgiOS) are Chrome family and count as not Safari-like. Its source is
 * also written into the head of every page (`src/site/ssrTemplate.ts`), so it stays
 * self-contained.
 */
export function isSafariLike(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  if (!/Safari\//.test(userAgent)) return false;
  return !/(Chrome|Chromium|CriOS|EdgiOS|EdgA|Edg\/|OPR\/|OPT\/|Android|SamsungBrowser|YaBrowser)/.test(userAgent);
}

/** The page path without the locale prefix, with a trailing slash: "/hi/pricing" -> "/pricing/". */
export function localPath(pathname: string, localeBaseUrl: string): string {
  let path = pathname;
  if (localeBaseUrl !== '/' && path.startsWith(localeBaseUrl)) {
    path = `/${path.slice(localeBaseUrl.length)}`;
  }
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return path.endsWith('/') ? path : `${path}/`;
}

export interface AudienceInput {
  readonly store: KeyValueStore | null;
  readonly cookies: string | null;
  readonly userAgent: string | null;
  readonly pathname: string;
  readonly localeBaseUrl: string;
  readonly loginCookie: string;
}

export interface Audience {
  readonly signedIn: boolean;
  readonly pro: boolean;
  readonly safariLike: boolean;
  /** The Premium tag: for everyone but Pro members, never on the pricing page nor in Safari. */
  readonly showPremiumTag: boolean;
  /** The profile link: hidden in Safari-like browsers. */
  readonly showProfile: boolean;
}

export function audienceOf(input: AudienceInput): Audience {
  const pro = isProMember(input.store);
  const safariLike = isSafariLike(input.userAgent);
  const onPricing = localPath(input.pathname, input.localeBaseUrl) === '/pricing/';
  return {
    // The site's own API keeps its cookie HttpOnly; its pages leave the user's copy in storage instead.
    signedIn: hasLoginToken(input.cookies, input.loginCookie) || storedUser(input.store) !== null,
    pro,
    safariLike,
    showPremiumTag: !pro && !onPricing && !safariLike,
    showProfile: !safariLike,
  };
}

/**
 * Prices are hidden in Safari-like browsers before the first paint, not by React: an inline
 * script in the head runs `isSafariLike` on the browser's user agent and marks `<html>` with this
 * attribute, and the site's CSS hides every element marked `data-price` under it.
 */
export const SAFARI_LIKE_ATTRIBUTE = 'data-safari-like';

/** Where the profile link leads: the profile page when signed in, else login. */
export function profileHref(signedIn: boolean, profilePath: string, loginUrl: string): string {
  return signedIn ? profilePath : loginUrl;
}
