import {describe, expect, it} from 'vitest';
import {hasPreviewFlag, isWithin, showEdgeActivity} from './promotions';
import {CHINESE_LOCALES} from '@interlinear/shared/locales';
import {DEFAULT_SETTINGS} from '@interlinear/shared/settings';

const window = DEFAULT_SETTINGS.promotions.edgeActivity;
const at = (iso: string) => new Date(iso);
const input = (locale: string, now: string, search = '') => ({
  locale,
  chineseLocales: CHINESE_LOCALES,
  window,
  now: at(now),
  search,
});

describe('isWithin', () => {
  it('includes the start instant and excludes the end instant', () => {
    expect(isWithin(window, at('2025-05-06T16:00:00Z'))).toBe(true);
    expect(isWithin(window, at('2025-05-06T15:59:59Z'))).toBe(false);
    expect(isWithin(window, at('2025-06-30T15:59:59Z'))).toBe(true);
    expect(isWithin(window, at('2025-06-30T16:00:00Z'))).toBe(false);
  });
});

describe('showEdgeActivity', () => {
  it('shows in every Chinese locale inside the window', () => {
    for (const locale of ['zh', 'zh-Hans', 'zh-TW']) {
      expect(showEdgeActivity(input(locale, '2025-06-01T00:00:00Z'))).toBe(true);
    }
  });
  it('never shows outside Chinese locales', () => {
    for (const locale of ['hi', 'ar', 'en', 'ja']) {
      expect(showEdgeActivity(input(locale, '2025-06-01T00:00:00Z'))).toBe(false);
      expect(showEdgeActivity(input(locale, '2025-04-01T00:00:00Z', '?preview=1'))).toBe(false);
    }
  });
  it('stays hidden before and after the window', () => {
    expect(showEdgeActivity(input('zh', '2025-05-06T15:00:00Z'))).toBe(false);
    expect(showEdgeActivity(input('zh', '2026-11-21T00:00:00Z'))).toBe(false);
  });
  it('shows early with preview=1 but not after the end date', () => {
    expect(showEdgeActivity(input('zh', '2025-04-01T00:00:00Z', '?preview=1'))).toBe(true);
    expect(showEdgeActivity(input('zh', '2025-04-01T00:00:00Z', '?preview=0'))).toBe(false);
    expect(showEdgeActivity(input('zh', '2025-07-01T00:00:00Z', '?preview=1'))).toBe(false);
  });
  it('reads the flag from a query string', () => {
    expect(hasPreviewFlag('?a=b&preview=1')).toBe(true);
    expect(hasPreviewFlag('')).toBe(false);
  });
});
