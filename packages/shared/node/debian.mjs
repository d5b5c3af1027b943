/**
 * Programs and files the tests and benchmarks need from Debian's packages (Chromium, nginx,
 * fonts): found at their path, or installed with apt when missing and we are root; otherwise an
 * error that says what to do.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

/** @param {{path: string, pkg: string, name: string, variable?: string}} program */
export function ensureDebianProgram({path, pkg, name, variable}) {
  if (existsSync(path)) return path;
  if (typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`${name} is missing: installing Debian’s ${pkg} package…`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', pkg],
    ]) {
      const r = spawnSync('apt-get', args, {stdio: 'inherit', env});
      if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
    }
    if (existsSync(path)) return path;
  }
  const elsewhere = variable ? ` or set ${variable}` : '';
  throw new Error(`No ${name} at ${path}. Install Debian's package (sudo apt-get install ${pkg})${elsewhere}.`);
}
