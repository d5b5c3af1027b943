/**
 * What the account pages (profile, top-up, orders, redemption) know about a request to the site's
 * API, as one value a page can show: still loading, the data, signed out, or failed with a retry.
 * Pure, so the states are easy to test and every one of them has a view.
 */
import type {ApiError, ApiResult} from '../api/client';

export type Loaded<T> =
  | {readonly status: 'loading'}
  | {readonly status: 'ready'; readonly data: T}
  | {readonly status: 'signedOut'}
  | {readonly status: 'failed'; readonly error: ApiError};

export const LOADING: Loaded<never> = {status: 'loading'};

/** The view of an answer: `unauthorized` means the visitor must sign in; any other error can be retried. */
export function loadedFrom<T>(result: ApiResult<T>): Loaded<T> {
  if (result.ok) return {status: 'ready', data: result.data};
  if (result.error.kind === 'unauthorized') return {status: 'signedOut'};
  return {status: 'failed', error: result.error};
}

/** A whole number in the visitor's language: 2000000 -> "2,000,000" (en) or "20,00,000" (hi). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {maximumFractionDigits: 0}).format(value);
}

/** An ISO 8601 instant as a date (and optionally time) in the visitor's language; unparsable input is shown as given. */
export function formatDate(iso: string, locale: string, withTime = false): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(
    locale,
    withTime ? {dateStyle: 'medium', timeStyle: 'short'} : {dateStyle: 'long'},
  ).format(time);
}
