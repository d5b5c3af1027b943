/**
 * The files of a build, walked once the same way by every script that reads it: relative paths
 * with forward slashes, for each file whose name passes the test.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** @param {string} root @param {(name: string) => boolean} test @returns {Generator<string>} */
export function* filesUnder(root, test, folder = '') {
  for (const entry of readdirSync(path.join(root, folder), {withFileTypes: true})) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, test, relative);
    else if (test(entry.name)) yield relative;
  }
}
