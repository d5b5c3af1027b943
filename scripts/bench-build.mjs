#!/usr/bin/env node
/**
 * Builds every locale twice, cold (no caches, no generated files) then warm (bundler cache kept),
 * and prints the wall time and the peak resident memory of the whole process tree for each.
 * Targets on a 2-core machine: cold <= 90 s, warm <= 60 s, peak < 3 GiB.
 */
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync, rmSync} from 'node:fs';

const PAGE = 4096;

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * PAGE);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function build(label) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn('node', ['--import', 'tsx', 'scripts/build.mjs'], {stdio: ['ignore', 'ignore', 'inherit']});
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`${label} build failed with exit code ${code}`));
      else resolve({label, seconds, peakGiB: peak / 1024 ** 3});
    });
  });
}

for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(dir, {recursive: true, force: true});
const results = [await build('cold'), await build('warm')];
console.log('\nbuild  wall time  peak memory   (all locales)');
for (const r of results) {
  console.log(`${r.label.padEnd(6)} ${r.seconds.toFixed(1).padStart(7)} s  ${r.peakGiB.toFixed(2).padStart(7)} GiB`);
}
const [cold, warm] = results;
const ok = cold.seconds <= 90 && warm.seconds <= 60 && Math.max(cold.peakGiB, warm.peakGiB) < 3;
console.log(
  ok
    ? 'Within targets (cold <= 90 s, warm <= 60 s, peak < 3 GiB).'
    : 'OUTSIDE targets (cold <= 90 s, warm <= 60 s, peak < 3 GiB).',
);
