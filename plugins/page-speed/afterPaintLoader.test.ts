import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {LOADER_SCRIPT} from './afterPaintLoader';

/** A page as the loader sees it: its named bundles, its parser's state, its paint timing. */
function page({paintTiming = true} = {}) {
  const added: string[] = [];
  let paintObserver: ((list: {getEntriesByName: (name: string) => unknown[]}) => void) | null = null;
  const document = {
    readyState: 'loading' as DocumentReadyState,
    querySelectorAll: () =>
      ['/hi/assets/js/runtime.js', '/hi/assets/js/main.js'].map((src) => ({getAttribute: () => src})),
    createElement: () => ({src: '', async: true}),
    body: {appendChild: (script: {src: string; async: boolean}) => added.push(`${script.src} async=${script.async}`)},
  };
  class PerformanceObserver {
    constructor(callback: typeof paintObserver) {
      if (!paintTiming) throw new TypeError('paint timing is not supported');
      paintObserver = callback;
    }
    observe() {}
  }
  new Function('document', 'PerformanceObserver', 'setTimeout', LOADER_SCRIPT)(
    document,
    PerformanceObserver,
    setTimeout,
  );
  return {
    added,
    document,
    paint: () => paintObserver?.({getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : [])}),
  };
}

describe('the after-paint loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the bundles, in order and once, after the first paint', () => {
    const {added, document, paint} = page();
    document.readyState = 'interactive';
    vi.advanceTimersByTime(1000);
    expect(added).toEqual([]);
    paint();
    vi.advanceTimersByTime(0);
    expect(added).toEqual(['/hi/assets/js/runtime.js async=false', '/hi/assets/js/main.js async=false']);
    paint();
    vi.advanceTimersByTime(5000);
    expect(added).toHaveLength(2);
  });

  it('waits for the whole markup when the page paints while it still streams in', () => {
    const {added, document, paint} = page();
    paint();
    vi.advanceTimersByTime(2000);
    expect(added).toEqual([]);
    document.readyState = 'interactive';
    vi.advanceTimersByTime(50);
    expect(added).toHaveLength(2);
  });

  it('starts after three seconds when nothing is painted, and at once where paint timing is unknown', () => {
    const silent = page();
    silent.document.readyState = 'complete';
    vi.advanceTimersByTime(2999);
    expect(silent.added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(silent.added).toHaveLength(2);

    const old = page({paintTiming: false});
    old.document.readyState = 'complete';
    vi.advanceTimersByTime(0);
    expect(old.added).toHaveLength(2);
  });
});
