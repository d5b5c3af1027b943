import {describe, expect, it} from 'vitest';
import {detectPlatform, outdatedChromium} from './platform';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  oldChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0.4664.45 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it.each([
    ['chromeWindows', 'windows', 'chrome', false, 131],
    ['edgeWindows', 'windows', 'edge', false, 131],
    ['firefoxLinux', 'linux', 'firefox', false, undefined],
    ['safariMac', 'macos', 'safari', false, undefined],
    ['safariIphone', 'ios', 'safari', true, undefined],
    ['chromeIphone', 'ios', 'chrome', true, undefined],
    ['chromeAndroid', 'android', 'chrome', true, 131],
    ['samsungAndroid', 'android', 'samsung', true, 122],
    ['chromebook', 'chromeos', 'chrome', false, 131],
  ] as const)('%s: %s, %s', (name, os, browser, mobile, chromiumVersion) => {
    expect(detectPlatform(UA[name])).toEqual({os, browser, mobile, chromiumVersion});
  });

  it('tells an iPad asking for the desktop site from a Mac by its touch points', () => {
    expect(detectPlatform(UA.safariMac, 5).os).toBe('ios');
    expect(detectPlatform(UA.safariMac, 0).os).toBe('macos');
  });

  it('knows nothing about an empty user agent', () => {
    expect(detectPlatform('')).toEqual({os: 'unknown', browser: 'other', mobile: false, chromiumVersion: undefined});
  });
});

describe('outdatedChromium', () => {
  it('reports the version of a Chromium older than the minimum only', () => {
    expect(outdatedChromium(detectPlatform(UA.oldChrome), 110)).toBe(96);
    expect(outdatedChromium(detectPlatform(UA.chromeWindows), 110)).toBeUndefined();
    expect(outdatedChromium(detectPlatform(UA.chromeWindows), 131)).toBeUndefined();
    expect(outdatedChromium(detectPlatform(UA.chromeWindows), 132)).toBe(131);
    expect(outdatedChromium(detectPlatform(UA.firefoxLinux), 110)).toBeUndefined();
    expect(outdatedChromium(detectPlatform(UA.chromeIphone), 999)).toBeUndefined();
  });
});
