import {afterEach, describe, expect, it, vi} from 'vitest';
import {READY_EVENT, VERSION_ATTRIBUTE, detectExtension, extensionVersion} from './extension';

function page(version?: string) {
  const attributes = new Map<string, string>(version === undefined ? [] : [[VERSION_ATTRIBUTE, version]]);
  return {
    win: new EventTarget(),
    doc: {documentElement: {getAttribute: (name: string) => attributes.get(name) ?? null}},
    mark: (v: string) => attributes.set(VERSION_ATTRIBUTE, v),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('extensionVersion', () => {
  it('reads a version marker and ignores anything else', () => {
    expect(extensionVersion(page('2.14.0').doc)).toBe('2.14.0');
    expect(extensionVersion(page().doc)).toBeUndefined();
    expect(extensionVersion(page('').doc)).toBeUndefined();
    expect(extensionVersion(page('<script>').doc)).toBeUndefined();
  });
});

describe('detectExtension', () => {
  it('answers at once when the page is already marked', async () => {
    await expect(detectExtension(page('2.10.1').win, page('2.10.1').doc)).resolves.toBe('2.10.1');
  });

  it('waits for the ready event of an extension that marks the page later', async () => {
    vi.useFakeTimers();
    const {win, doc, mark} = page();
    const found = detectExtension(win, doc, 1500);
    vi.advanceTimersByTime(400);
    mark('2.14.0');
    win.dispatchEvent(new Event(READY_EVENT));
    await expect(found).resolves.toBe('2.14.0');
  });

  it('gives up after the wait when no extension marks the page', async () => {
    vi.useFakeTimers();
    const {win, doc} = page();
    const found = detectExtension(win, doc, 1500);
    vi.advanceTimersByTime(1500);
    await expect(found).resolves.toBeUndefined();
  });
});
