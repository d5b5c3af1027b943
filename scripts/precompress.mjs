#!/usr/bin/env node
/**
 * Writes a gzipped copy (`file.gz`, best compression) beside every text file of a build, for
 * nginx's gzip_static: the server sends it as it is instead of compressing on each request.
 * A copy that would not be smaller is not written. Usage: node scripts/precompress.mjs [dir]
 */
import {createReadStream, createWriteStream, statSync, unlinkSync} from 'node:fs';
import path from 'node:path';
import {pipeline} from 'node:stream/promises';
import {pathToFileURL} from 'node:url';
import {constants, createGzip} from 'node:zlib';
import {filesUnder} from './files.mjs';

export const COMPRESSIBLE = /\.(?:html|js|css|json|svg|xml|txt|webmanifest|map)$/;
const MIN_BYTES = 512;

export async function precompress(dir) {
  let count = 0;
  let before = 0;
  let after = 0;
  const queue = [...filesUnder(dir, (name) => COMPRESSIBLE.test(name))]
    .map((file) => ({file: path.join(dir, file), size: statSync(path.join(dir, file)).size}))
    .filter(({size}) => size >= MIN_BYTES);
  async function worker() {
    for (let next = queue.pop(); next; next = queue.pop()) {
      const {file, size} = next;
      const target = `${file}.gz`;
      await pipeline(
        createReadStream(file),
        createGzip({level: constants.Z_BEST_COMPRESSION}),
        createWriteStream(target),
      );
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

/** Compresses a build and says what it did. */
export async function precompressAndReport(dir) {
  const started = Date.now();
  const {count, before, after} = await precompress(dir);
  console.log(
    `Gzipped ${count} files in ${dir}: ${(before / 1e6).toFixed(1)} MB → ${(after / 1e6).toFixed(1)} MB (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await precompressAndReport(process.argv[2] ?? 'build');
