/**
 * Browser tests drive Debian's Chromium; Playwright cannot download a browser here. Installs the
 * `chromium` package with apt when it is missing and we are root, else explains what to do.
 */
import {ensureDebianProgram} from '@interlinear/shared/node/debian';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium() {
  return ensureDebianProgram({path: chromiumPath(), pkg: 'chromium', name: 'Chromium', variable: 'CHROMIUM_PATH'});
}
