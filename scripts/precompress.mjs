#!/usr/bin/env node
/**
 * Writes a gzipped copy (`file.gz`, best compression) beside every text file of a build, for
 * nginx's gzip_static: the server sends it as it is instead of compressing on each request.
 * A copy that would not be smaller is not written. Usage: node scripts/precompress.mjs [dir]
 */
import {createReadStream, createWriteStream, readdirSync, statSync, unlinkSync} from 'node:fs';
import path from 'node:path';
import {pipeline} from 'node:stream/promises';
import {pathToFileURL} from 'node:url';
import {constants, createGzip} from 'node:zlib';

export const COMPRESSIBLE = /\.(?:html|js|css|json|svg|xml|txt|webmanifest|map)$/;
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

export async function precompress(dir) {
  let count = 0;
  let before = 0;
  let after = 0;
  const queue = [...files(dir)];
  async function worker() {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const target = `${file}.gz`;
      await pipeline(createReadStream(file), createGzip({level: constants.Z_BEST_COMPRESSION}), createWriteStream(target));
      const size = statSync(file).size;
      const zipped = statSync(target).size;
      if (zipped >= size) {
        unlinkSync(target);
        continue;
      }
      count += 1;
      before += size;
      after += zipped;
    }
  }
  await Promise.all(Array.from({length: 4}, worker));
  return {count, before, after};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'build';
  const started = Date.now();
  const {count, before, after} = await precompress(dir);
  console.log(`Gzipped ${count} files in ${dir}: ${(before / 1e6).toFixed(1)} MB → ${(after / 1e6).toFixed(1)} MB (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}
