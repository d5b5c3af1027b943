/**
 * Keeps the Content-Security-Policy of deploy/nginx/interlinear.conf in step with the build: it
 * hashes every inline script of every built page and builds the policy for the current settings
 * (the same SITE_* variables as the build). By default it checks and fails when the config is out
 * of date, so a theme or settings change cannot slip through; --write updates the config.
 * Usage: npm run build && npm run csp [-- --write] [-- --dir build]
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {configPolicy, contentSecurityPolicy, pageScripts, withPolicy} from './lib/csp';
import {buildOptionsFromEnv} from '@interlinear/shared/env';
import {filesUnder} from './files.mjs';

const {values} = parseArgs({
  options: {write: {type: 'boolean', default: false}, dir: {type: 'string', default: 'build'}},
});
const CONFIG = 'deploy/nginx/interlinear.conf';

const hashes = new Set<string>();
const problems: string[] = [];
let pages = 0;
for (const file of filesUnder(values.dir, (name) => name.endsWith('.html'))) {
  pages += 1;
  const scripts = pageScripts(readFileSync(path.join(values.dir, file), 'utf8'));
  scripts.hashes.forEach((h) => hashes.add(h));
  problems.push(...scripts.problems.map((p) => `${file}: ${p}`));
}
if (pages === 0) {
  console.error(`No pages in ${values.dir}: run "npm run build" first.`);
  process.exit(1);
}
if (problems.length) {
  console.error(
    `Inline handlers no policy can allow without 'unsafe-inline':\n  ${problems.slice(0, 20).join('\n  ')}`,
  );
  process.exit(1);
}
const policy = contentSecurityPolicy(hashes, buildOptionsFromEnv(process.env).settings);
const config = readFileSync(CONFIG, 'utf8');
console.log(`${pages} pages, ${hashes.size} inline script hash${hashes.size === 1 ? '' : 'es'}.`);
if (configPolicy(config) === policy) {
  console.log(`${CONFIG}: the Content-Security-Policy matches the build.`);
} else if (values.write) {
  writeFileSync(CONFIG, withPolicy(config, policy));
  console.log(`${CONFIG}: Content-Security-Policy updated:\n  ${policy}`);
} else {
  console.error(
    `${CONFIG}: the Content-Security-Policy does not match the build.\n  in the config: ${configPolicy(config)}\n  for the build: ${policy}\nRun "npm run csp -- --write" and review the change.`,
  );
  process.exit(1);
}
