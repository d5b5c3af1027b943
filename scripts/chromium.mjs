/**
 * Browser tests drive Debian's Chromium; Playwright cannot download a browser here. Installs the
 * `chromium` package with apt when it is missing and we are root, else explains what to do.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
      const r = spawnSync('apt-get', args, {stdio: 'inherit', env});
      if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
    }
    if (existsSync(path)) return path;
  }
  throw new Error(
    `No Chromium at ${path}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}
