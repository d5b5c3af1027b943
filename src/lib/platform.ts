/**
 * What the visitor is using, read from the user agent (plus touch points, which tell an iPad
 * from a Mac): the operating system, the browser, and the Chromium engine version when there is
 * one. The download pages put the visitor's own target first and ask users of an old Chromium
 * to upgrade.
 */
export type Os = 'windows' | 'macos' | 'linux' | 'chromeos' | 'android' | 'ios' | 'unknown';
export type Browser = 'edge' | 'chrome' | 'firefox' | 'safari' | 'opera' | 'samsung' | 'other';

export interface Platform {
  readonly os: Os;
  readonly browser: Browser;
  readonly mobile: boolean;
  /** The Chromium major version of a Chromium-engine browser (Chrome, Edge, Opera, Samsung…). */
  readonly chromiumVersion: number | undefined;
}

function osOf(ua: string, maxTouchPoints: number): Os {
  if (/Windows/.test(ua)) return 'windows';
  if (/Android/.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  // iPadOS asks for desktop pages with a Mac user agent; only the touch screen gives it away.
  if (/Macintosh|Mac OS X/.test(ua)) return maxTouchPoints > 1 ? 'ios' : 'macos';
  if (/CrOS/.test(ua)) return 'chromeos';
  if (/Linux|X11/.test(ua)) return 'linux';
  return 'unknown';
}

function browserOf(ua: string): Browser {
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/OPR\/|Opera/.test(ua)) return 'opera';
  if (/SamsungBrowser\//.test(ua)) return 'samsung';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'firefox';
  if (/Chrome\/|CriOS\//.test(ua)) return 'chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'safari';
  return 'other';
}

export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  const os = osOf(userAgent, maxTouchPoints);
  // On iOS every browser runs on WebKit, whatever its name says.
  const chromium = os === 'ios' ? undefined : /(?:Chrome|Chromium)\/(\d+)/.exec(userAgent)?.[1];
  return {
    os,
    browser: browserOf(userAgent),
    mobile: os === 'android' || os === 'ios' || /Mobile/.test(userAgent),
    chromiumVersion: chromium === undefined ? undefined : Number(chromium),
  };
}

/** The Chromium version to report when it is older than `minimum`; undefined when all is well. */
export function outdatedChromium(platform: Platform, minimum: number): number | undefined {
  const version = platform.chromiumVersion;
  return version !== undefined && version < minimum ? version : undefined;
}
