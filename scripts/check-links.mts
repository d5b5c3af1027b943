/**
 * Finds broken internal links and anchors in the built site, every locale, not-found and search
 * pages included (scripts/lib/links.ts says what counts), and Markdown left as text in a page's
 * article (scripts/lib/markup.ts). Exits 1 and lists them when there are any.
 * Usage: npm run build && npm run check:links [-- build]
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brokenLinks} from './lib/links';
import {leftoverMarkup} from './lib/markup';
import {buildOptionsFromEnv} from '@interlinear/shared/env';
import {filesUnder} from './files.mjs';

const dir = process.argv[2] ?? 'build';
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build in ${dir}: run "npm run build" first.`);
  process.exit(1);
}
const pages = new Map<string, string>();
for (const file of filesUnder(dir, (name) => name.endsWith('.html')))
  pages.set(file, readFileSync(path.join(dir, file), 'utf8'));
// Every built file, listed once: links are checked against this list, not the disk.
const files = new Set(filesUnder(dir, () => true));
const exists = (file: string) => files.has(file);
const broken = brokenLinks(pages, exists, buildOptionsFromEnv(process.env).settings.siteUrl);
if (broken.length) {
  const shown = broken.slice(0, 50).map((b) => `${b.page} → ${b.href} (${b.reason})`);
  console.error(`${broken.length} broken internal link${broken.length === 1 ? '' : 's'}:\n  ${shown.join('\n  ')}`);
  process.exit(1);
}
const leftover = [...pages].flatMap(([page, html]) => leftoverMarkup(html).map((problem) => `${page}: ${problem}`));
if (leftover.length) {
  console.error(`Markdown shown as text on ${leftover.length} page(s):\n  ${leftover.slice(0, 50).join('\n  ')}`);
  process.exit(1);
}
console.log(`${pages.size} pages checked: no broken internal links or anchors, no Markdown shown as text.`);
