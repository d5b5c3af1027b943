import {describe, expect, it} from 'vitest';
import {DEFAULT_SETTINGS} from '@interlinear/shared/settings';
import {detectPlatform} from '../lib/platform';
import {DOWNLOAD_TARGETS, orderForVisitor} from './downloads';

const first = (ua: string, touch = 0) =>
  orderForVisitor(DOWNLOAD_TARGETS, detectPlatform(ua, touch))
    .map((t) => t.id)
    .slice(0, 3);

describe('DOWNLOAD_TARGETS', () => {
  it('covers every store address of the settings once', () => {
    expect(DOWNLOAD_TARGETS.map((t) => t.id).sort()).toEqual(Object.keys(DEFAULT_SETTINGS.stores).sort());
  });
  it('puts the nine buttons of the specification on the home page', () => {
    expect(DOWNLOAD_TARGETS.filter((t) => t.onHome).map((t) => t.id)).toEqual([
      'edge',
      'chrome',
      'firefox',
      'safari',
      'userscript',
      'zip',
      'iosBrowser',
      'androidApk',
      'iosApp',
    ]);
  });
  it('marks only Safari as enabled by hand, and gives apps no browser', () => {
    expect(DOWNLOAD_TARGETS.filter((t) => t.enabledManually).map((t) => t.id)).toEqual(['safari']);
    for (const t of DOWNLOAD_TARGETS) expect(t.kind === 'app', t.id).toBe(t.browsers.length === 0);
  });
});

describe('orderForVisitor', () => {
  it('puts the visitor’s own browser and system first', () => {
    expect(
      first(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      )[0],
    ).toBe('edge');
    expect(
      first(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ).slice(0, 2),
    ).toEqual(['chrome', 'zip']);
    expect(first('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')[0]).toBe('firefox');
    expect(
      first(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      )[0],
    ).toBe('safari');
  });
  it('offers the apps first on phones', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    expect(first(iphone)).toEqual(['safari', 'iosBrowser', 'iosApp']);
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36';
    expect(first(android).slice(0, 2)).toEqual(['androidApk', 'androidApp']);
  });
  it('keeps the listed order for a visitor it cannot place', () => {
    expect(orderForVisitor(DOWNLOAD_TARGETS, detectPlatform(''))).toEqual(DOWNLOAD_TARGETS);
  });
});
