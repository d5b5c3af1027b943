/**
 * Finds broken internal links and anchors in the built site, every locale, not-found and search
 * pages included (src/lib/links.ts says what counts). Exits 1 and lists them when there are any.
 * Usage: npm run build && npm run check:links [-- build]
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {brokenLinks} from '../src/lib/links';
import {buildOptionsFromEnv} from '../src/site/env';

const dir = process.argv[2] ?? 'build';
const pages = new Map<string, string>();
function walk(folder: string): void {
  for (const entry of readdirSync(path.join(dir, folder), {withFileTypes: true})) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(relative);
    else if (entry.name.endsWith('.html')) pages.set(relative, readFileSync(path.join(dir, relative), 'utf8'));
  }
}
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build in ${dir}: run "npm run build" first.`);
  process.exit(1);
}
walk('');
const exists = (file: string) => {
  try {
    return statSync(path.join(dir, file)).isFile();
  } catch {
    return false;
  }
};
const broken = brokenLinks(pages, exists, buildOptionsFromEnv(process.env).settings.siteUrl);
if (broken.length) {
  const shown = broken.slice(0, 50).map((b) => `${b.page} → ${b.href} (${b.reason})`);
  console.error(`${broken.length} broken internal link${broken.length === 1 ? '' : 's'}:\n  ${shown.join('\n  ')}`);
  process.exit(1);
}
console.log(`${pages.size} pages checked: no broken internal links or anchors.`);
