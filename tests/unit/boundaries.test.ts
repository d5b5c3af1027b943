/**
 * Where code runs decides where it lives: what the browser bundle can reach (src/, and the
 * page-speed plugin's client/ and preact/, outside tests) imports no Node built-in and no
 * Node-only module, and the accounts server imports the site's code only through the shared
 * package, never by a path into src/ or scripts/.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const imports = (file: string) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );

describe('code boundaries', () => {
  it('no browser module imports a Node built-in or a Node-only package', () => {
    const browserCode = (name: string) => /\.(ts|tsx|js)$/.test(name) && !/\.test\.tsx?$/.test(name);
    const browser = [
      ...files('src', browserCode),
      ...files('plugins/page-speed/client', browserCode),
      ...files('plugins/page-speed/preact', browserCode),
    ];
    expect(browser.length).toBeGreaterThan(50);
    const nodeOnly = /^(node:|fs$|path$|crypto$|child_process$|@interlinear\/shared\/node\/|cheerio$|fast-check$)/;
    const found = browser.flatMap((file) =>
      imports(file)
        .filter((spec) => nodeOnly.test(spec))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(found).toEqual([]);
  });

  it('the server imports nothing outside its folder by path (the site and scripts only through the shared package)', () => {
    const server = files('server', (name) => /\.(ts|mts|mjs)$/.test(name)).filter(
      (file) => !file.includes('node_modules'),
    );
    expect(server.length).toBeGreaterThan(10);
    const leaves = (file: string, spec: string) =>
      spec.startsWith('.') &&
      !path.resolve(root, path.dirname(file), spec).startsWith(path.join(root, 'server') + path.sep);
    const found = server.flatMap((file) =>
      imports(file)
        .filter((spec) => leaves(file, spec))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(found).toEqual([]);
  });
});
