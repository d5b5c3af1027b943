/**
 * Everything a visitor can install, in the order shown to a visitor we know nothing about. Store
 * addresses come from the settings (`stores`), so an operator changes them in one place.
 */
import type {Browser, Os, Platform} from '../lib/platform';
import type {StoreLinks} from '@interlinear/shared/settings';

export type DownloadKind = 'extension' | 'userscript' | 'package' | 'app';

export interface DownloadTarget {
  readonly id: keyof StoreLinks;
  readonly kind: DownloadKind;
  /** Systems it installs on. */
  readonly os: readonly Os[];
  /** Browsers it is made for; empty for apps. */
  readonly browsers: readonly Browser[];
  /** Shown among the home page's download buttons. */
  readonly onHome: boolean;
  /** Safari extensions must be switched on by hand in Safari's settings after installing. */
  readonly enabledManually?: boolean;
}

const DESKTOP: readonly Os[] = ['windows', 'macos', 'linux', 'chromeos'];

export const DOWNLOAD_TARGETS: readonly DownloadTarget[] = [
  {id: 'edge', kind: 'extension', os: ['windows', 'macos', 'linux'], browsers: ['edge'], onHome: true},
  {id: 'chrome', kind: 'extension', os: DESKTOP, browsers: ['chrome', 'opera', 'other'], onHome: true},
  {id: 'firefox', kind: 'extension', os: ['windows', 'macos', 'linux', 'android'], browsers: ['firefox'], onHome: true},
  {id: 'safari', kind: 'extension', os: ['macos', 'ios'], browsers: ['safari'], onHome: true, enabledManually: true},
  {
    id: 'userscript',
    kind: 'userscript',
    os: [...DESKTOP, 'android'],
    browsers: ['other', 'samsung', 'opera'],
    onHome: true,
  },
  {id: 'zip', kind: 'package', os: DESKTOP, browsers: ['chrome', 'edge', 'opera', 'other'], onHome: true},
  {id: 'iosBrowser', kind: 'app', os: ['ios'], browsers: [], onHome: true},
  {id: 'androidApk', kind: 'app', os: ['android'], browsers: [], onHome: true},
  {id: 'iosApp', kind: 'app', os: ['ios'], browsers: [], onHome: true},
  {id: 'androidApp', kind: 'app', os: ['android'], browsers: [], onHome: false},
];

/** How well a target suits the visitor: made for their browser on their system, then their system. */
function fit(target: DownloadTarget, platform: Platform): number {
  if (!target.os.includes(platform.os)) return 0;
  if (target.browsers.includes(platform.browser)) return 3;
  return target.kind === 'app' ? 2 : 1;
}

/** The targets with the visitor's best fits first; equal fits keep their listed order. */
export function orderForVisitor(targets: readonly DownloadTarget[], platform: Platform): DownloadTarget[] {
  return targets
    .map((target, index) => ({target, index, score: fit(target, platform)}))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({target}) => target);
}
