import {mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {buildLookup, parseTarget, printable, resolveAddress, type Answer, type Entry} from './site-address.mjs';

// A build folder with siblings whose names start like it, and symlinks out of it and within it.
let dir: string;
let root: string;
let lookup: (segments: string[]) => Entry;

beforeAll(() => {
  dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'site-address-')));
  root = path.join(dir, 'build');
  const files: Record<string, string> = {
    'build/index.html': 'home',
    'build/404.html': 'not found',
    'build/hi/index.html': 'hi home',
    'build/hi/404.html': 'hi not found',
    'build/docs/usage/index.html': 'usage',
    'build/assets/js/main.0123abcd.js': 'js',
    'build/A.txt': 'A',
    'build/%41.txt': 'percent 41',
    'build/café/index.html': 'accented',
    'build-private/secret.txt': 'SECRET-SIBLING',
    'build.env': 'SECRET-ENV',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), text);
  }
  symlinkSync(path.join(dir, 'build-private'), path.join(root, 'leak'));
  symlinkSync(path.join(dir, 'build.env'), path.join(root, 'leak.txt'));
  symlinkSync(path.join(root, 'docs'), path.join(root, 'alias'));
  lookup = buildLookup(root);
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const resolve = (target: unknown): Answer => resolveAddress(target, lookup);
const inside = (file: string) => file.startsWith(root + path.sep);

describe('the findings of the attack on the static handler', () => {
  test.each(['//', '///', '//index.html'])('%s does not throw and leads home', (target) => {
    expect(resolve(target)).toEqual({status: 301, location: '/'});
  });

  test.each(['/a%0d%0a/index.html', '/%00/index.html', '/%0d%0aSet-Cookie:%20x=1/', '/docs%09/', '/%7f/'])(
    '%s is refused with 400, not copied into a header',
    (target) => {
      expect(resolve(target)).toMatchObject({status: 400});
    },
  );

  test.each([
    '/%2fevil.example/index.html',
    '/%2Fevil.example/',
    '/%5cevil.example/index.html',
    '/%5Cevil.example/',
    '/%09/evil.example/index.html',
    '/.//evil.example/index.html',
    '/\\evil.example/',
    '/..%2f..%2fetc/passwd',
  ])('%s is not an open redirect', (target) => {
    const answer = resolve(target);
    expect(answer.status).toBe(400);
  });

  test('//evil.example/ stays on this site', () => {
    expect(resolve('//evil.example/index.html')).toEqual({status: 301, location: '/evil.example/'});
    expect(resolve('///evil.example')).toMatchObject({status: 404});
  });

  test('files beside the build folder are out of reach, by name or by symlink', () => {
    for (const target of [
      '/..%2fbuild-private/secret.txt',
      '/../build-private/secret.txt',
      '/..%2Fbuild.env',
      '/%2e%2e/build.env',
      '/leak/secret.txt',
      '/leak.txt',
    ]) {
      const answer = resolve(target);
      expect([400, 404], target).toContain(answer.status);
      if (answer.status === 404) expect(answer.path).toBe(path.join(root, '404.html'));
    }
  });
});

describe('addresses of the build', () => {
  test('pages, trailing slashes and the .html forms', () => {
    expect(resolve('/')).toEqual({status: 200, path: path.join(root, 'index.html')});
    expect(resolve('/docs/usage/')).toEqual({status: 200, path: path.join(root, 'docs/usage/index.html')});
    expect(resolve('/docs/usage')).toEqual({status: 301, location: '/docs/usage/'});
    expect(resolve('/docs/usage?x=1')).toEqual({status: 301, location: '/docs/usage/?x=1'});
    expect(resolve('/docs/usage/index.html?q=a')).toEqual({status: 301, location: '/docs/usage/?q=a'});
    expect(resolve('/docs/usage.html')).toEqual({status: 301, location: '/docs/usage/'});
    expect(resolve('/docs//usage/')).toEqual({status: 301, location: '/docs/usage/'});
    expect(resolve('/assets/js/main.0123abcd.js')).toEqual({
      status: 200,
      path: path.join(root, 'assets/js/main.0123abcd.js'),
    });
    expect(resolve('/caf%C3%A9')).toEqual({status: 301, location: '/caf%C3%A9/'});
    expect(resolve('/caf%C3%A9/')).toMatchObject({status: 200});
  });

  test('a symlink that stays inside the build is followed', () => {
    expect(resolve('/alias/usage/')).toEqual({status: 200, path: path.join(root, 'docs/usage/index.html')});
  });

  test('the path is decoded once', () => {
    expect(resolve('/%41.txt')).toEqual({status: 200, path: path.join(root, 'A.txt')});
    expect(resolve('/%2541.txt')).toEqual({status: 200, path: path.join(root, '%41.txt')});
  });

  test('unknown addresses get their locale’s not-found page', () => {
    expect(resolve('/hi/nothing/')).toEqual({status: 404, path: path.join(root, 'hi/404.html')});
    expect(resolve('/nothing')).toEqual({status: 404, path: path.join(root, '404.html')});
    expect(resolve('/A.txt/')).toEqual({status: 404, path: path.join(root, '404.html')});
  });

  test('targets that are not paths are refused', () => {
    for (const target of [
      '',
      '*',
      'http://evil.example/',
      'index.html',
      '/a b',
      '/a#b',
      '/%',
      '/%zz',
      '/%C3',
      '/%ED%A0%80',
      `/${'a'.repeat(5000)}`,
      undefined,
      null,
      42,
    ]) {
      expect(resolve(target), String(target)).toMatchObject({status: 400});
    }
  });
});

// What a hostile client can send: any string, any bytes read as Latin-1, and paths built from
// segments that mix percent-encoded bytes, dots, slashes and backslashes.
const anyBytes = fc.uint8Array({maxLength: 64}).map((bytes) => `/${Buffer.from(bytes).toString('latin1')}`);
const encodedByte = fc.integer({min: 0, max: 255}).map((b) => `%${b.toString(16).padStart(2, '0')}`);
const piece = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    '%2e',
    '%2E%2e',
    '/',
    '//',
    '\\',
    '%2f',
    '%5C',
    'index.html',
    'usage.html',
    'docs',
    'hi',
    'leak',
    'build-private',
    'build.env',
    '?',
    '?q=/..',
    '#',
  ),
  encodedByte,
  fc.string({maxLength: 6}),
  fc.string({unit: 'binary', maxLength: 4}),
);
const structured = fc.array(piece, {maxLength: 12}).map((parts) => `/${parts.join('/')}`);
const hostile = fc.oneof(
  fc.string({unit: 'binary', maxLength: 80}),
  anyBytes,
  structured,
  structured.map((p) => `/${p}`),
);

/** The four properties of the issue: no throw, 400 for what must be refused, inside the folder, same-site redirects. */
function checkAnswer(target: string, answer: Answer): void {
  expect([200, 301, 400, 404]).toContain(answer.status);
  const rawPath = target.split('?')[0]!;
  let decoded: string | null = null;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is checked
  const mustRefuse = decoded === null || /[\u0000-\u001f\u007f-\u009f\\]/.test(decoded) || /%(2f|5c)/i.test(rawPath);
  if (mustRefuse) expect(answer.status).toBe(400);
  if (answer.status === 301) {
    expect(answer.location).toMatch(/^\/(?:$|[^/\\])/);
    expect(answer.location).toMatch(/^[\x21-\x7e]+$/);
  }
  if ((answer.status === 200 || answer.status === 404) && answer.path !== null) expect(inside(answer.path)).toBe(true);
}

describe('properties over hostile targets', () => {
  test('never throws; refuses controls, backslashes, encoded separators and bad encoding; serves inside the folder; redirects on this site', () => {
    fc.assert(
      fc.property(hostile, (target) => {
        checkAnswer(target, resolve(target));
      }),
      {numRuns: 5000},
    );
  });

  test('a lookup that throws or answers outside the folder cannot make it throw', () => {
    const throwing = () => {
      throw new Error('disk gone');
    };
    fc.assert(
      fc.property(hostile, (target) => {
        const answer = resolveAddress(target, throwing);
        expect([301, 400, 404]).toContain(answer.status);
      }),
      {numRuns: 1000},
    );
  });

  test('parseTarget answers segments that never hold a separator or a dot segment', () => {
    fc.assert(
      fc.property(hostile, (target) => {
        const parsed = parseTarget(target);
        if (!parsed.ok) return;
        for (const segment of parsed.segments) {
          // eslint-disable-next-line no-control-regex -- control characters are what is checked
          expect(segment).not.toMatch(/[/\\\u0000]/);
          expect(['', '.', '..']).not.toContain(segment);
        }
      }),
      {numRuns: 3000},
    );
  });

  test('printable keeps log lines to printable ASCII', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({unit: 'binary', maxLength: 300}), fc.string({unit: 'grapheme', maxLength: 50})),
        (value) => {
          expect(printable(value)).toMatch(/^[\x20-\x7e]*$/);
          expect(printable(value).length).toBeLessThanOrEqual(200 * 12 + 3);
        },
      ),
    );
    expect(printable('/a\r\nb')).toBe('/a%0D%0Ab');
    expect(printable('\ud800')).toBe('%EF%BF%BD');
  });
});
