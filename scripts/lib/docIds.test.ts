import {mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SERVICE_IDS} from '../../src/site/services';
import {docIds, sidebarDocIds, unlistedDocIds} from './docIds';

describe('doc ids', () => {
  it('follow the docs plugin: path without extension, front matter id, no partials or decision records', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doc-ids-'));
    const write = (file: string, text = '# Page\n') => {
      mkdirSync(path.dirname(path.join(dir, 'docs', file)), {recursive: true});
      writeFileSync(path.join(dir, 'docs', file), text);
    };
    write('index.md');
    write('guide/setup.mdx');
    write('guide/renamed.md', '---\nid: moved\n---\n# Page\n');
    write('_partial.md');
    write('_drafts/later.md');
    write('guide/image.png', '');
    write('decisions/0001-a-choice.md');
    expect(docIds(dir)).toEqual(['guide/moved', 'guide/setup', 'index']);
  });

  it('are the 66 pages of the specification: the root, 35 pages and 30 services', () => {
    const ids = docIds();
    expect(ids).toHaveLength(66);
    expect(ids.filter((id) => id.startsWith('services/') && id !== 'services/index').sort()).toEqual(
      SERVICE_IDS.map((id) => `services/${id}`).sort(),
    );
  });

  it('all have a place in the sidebar but the nine the specification keeps out of it', () => {
    expect(unlistedDocIds()).toEqual([
      'EULA',
      'PRIVACY',
      'TERMS',
      'apikey',
      'dependences',
      'donate',
      'joinUs',
      'share',
      'thanks',
    ]);
    const ids = new Set(docIds());
    for (const id of sidebarDocIds()) expect(ids.has(id), `the sidebar names ${id}`).toBe(true);
  });
});

/** The doc ids the site's code names: `docPath('…')` calls and `doc: '…'` fields. */
function namedDocIds(): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of readdirSync('src', {recursive: true, encoding: 'utf8'})) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.join('src', file), 'utf8');
    for (const match of text.matchAll(/docPath\('([^']+)'\)|\bdoc: '([^']+)'/g)) named.set(match[1] ?? match[2]!, file);
  }
  return named;
}

describe('the docs the site links to', () => {
  it('all exist', () => {
    const named = namedDocIds();
    expect(named.size).toBeGreaterThan(20);
    const ids = new Set(docIds());
    for (const [id, file] of named) expect(ids.has(id), `${file} names the doc ${id}`).toBe(true);
  });
});
