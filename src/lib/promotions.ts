/**
 * Time-boxed promotions. The clock and the query string are inputs, so tests can put any moment
 * and any URL in front of the rule.
 */
import type {TimeWindow} from '@interlinear/shared/settings';

export function isWithin(window: TimeWindow, now: Date): boolean {
  const t = now.getTime();
  return t >= Date.parse(window.start) && t < Date.parse(window.end);
}

function isBefore(instant: string, now: Date): boolean {
  return now.getTime() < Date.parse(instant);
}

/** True when the query string carries `preview=1`. */
export function hasPreviewFlag(search: string): boolean {
  return new URLSearchParams(search).get('preview') === '1';
}

export interface EdgeActivityInput {
  readonly locale: string;
  readonly chineseLocales: readonly string[];
  readonly window: TimeWindow;
  readonly now: Date;
  readonly search: string;
}

/**
 * The `navbar-edge-activity` element: Chinese locales only, inside its window; `preview=1` shows
 * it before the window opens, but never after it ends.
 */
export function showEdgeActivity(input: EdgeActivityInput): boolean {
  if (!input.chineseLocales.includes(input.locale)) return false;
  if (isWithin(input.window, input.now)) return true;
  return hasPreviewFlag(input.search) && isBefore(input.window.end, input.now);
}
