import {describe, expect, it} from 'vitest';
import {INDEX_FORMAT, indexRecords, pageRecords, parseIndexFile, type IndexFile, type PageInput} from './records';

const usage: PageInput = {
  url: '/hi/docs/usage/',
  lvl0: 'Features',
  headings: [
    [1, 'Usage', ''],
    [2, 'Install', 'install'],
    [3, 'On Windows', 'on-windows'],
    [2, 'Translate', 'translate'],
  ],
  content: [
    [0, 'Intro paragraph.'],
    [2, 'Run the installer.'],
    [3, 'Pick a service.'],
  ],
};

const file: IndexFile = {
  format: INDEX_FORMAT,
  language: 'hi',
  docusaurus_tag: 'docs-default-current',
  pages: [
    usage,
    {url: '/hi/docs/export/', lvl0: 'Features', headings: [[1, 'Export', '']], content: [[0, 'Export to PDF.']]},
  ],
};

function find(
  records: ReturnType<typeof pageRecords>,
  predicate: (r: ReturnType<typeof pageRecords>[number]) => boolean,
) {
  const record = records.find(predicate);
  if (!record) throw new Error('record not found');
  return record;
}

describe('pageRecords', () => {
  const records = pageRecords(usage, 'hi', 'docs-default-current');

  it('makes one record per heading and one per paragraph', () => {
    expect(records).toHaveLength(4 + 3);
    expect(records.filter((r) => r.type === 'content')).toHaveLength(3);
    expect(records.map((r) => r.type).slice(0, 4)).toEqual(['lvl1', 'lvl2', 'lvl3', 'lvl2']);
  });

  it('gives a subsection heading its page title and section above it', () => {
    const windows = find(records, (r) => r.type === 'lvl3');
    expect(windows.hierarchy).toEqual({
      lvl0: 'Features',
      lvl1: 'Usage',
      lvl2: 'Install',
      lvl3: 'On Windows',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
  });

  it('drops the previous subsection when a new section starts', () => {
    const translate = find(records, (r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Translate');
    expect(translate.hierarchy.lvl1).toBe('Usage');
    expect(translate.hierarchy.lvl3).toBeNull();
    const under = find(records, (r) => r.content === 'Pick a service.');
    expect(under.hierarchy.lvl2).toBe('Translate');
    expect(under.hierarchy.lvl3).toBeNull();
  });

  it('links headings to their anchors and the title to the page itself', () => {
    expect(records.slice(0, 4).map((r) => r.url)).toEqual([
      '/hi/docs/usage/',
      '/hi/docs/usage/#install',
      '/hi/docs/usage/#on-windows',
      '/hi/docs/usage/#translate',
    ]);
  });

  it('links a paragraph to the heading it sits under', () => {
    expect(find(records, (r) => r.content === 'Intro paragraph.').url).toBe('/hi/docs/usage/');
    expect(find(records, (r) => r.content === 'Run the installer.').url).toBe('/hi/docs/usage/#on-windows');
    expect(find(records, (r) => r.content === 'Run the installer.').hierarchy.lvl3).toBe('On Windows');
  });

  it('gives headings no content and carries the language and tag', () => {
    for (const r of records) {
      expect(r.language).toBe('hi');
      expect(r.docusaurus_tag).toBe('docs-default-current');
      if (r.type !== 'content') expect(r.content).toBeNull();
    }
  });
});

describe('indexRecords', () => {
  it('expands every page with unique object ids', () => {
    const records = indexRecords(file);
    expect(records).toHaveLength(7 + 2);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    expect(records.filter((r) => r.url.startsWith('/hi/docs/export/'))).toHaveLength(2);
  });
});

/** A copy of the object without one of its fields. */
function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = {...value};
  delete copy[key];
  return copy;
}

describe('parseIndexFile', () => {
  it('accepts a well-formed index, including one that survived a JSON round trip', () => {
    expect(parseIndexFile(file)).toBe(file);
    expect(parseIndexFile(JSON.parse(JSON.stringify(file)))).toEqual(file);
  });

  it('rejects something that is not an index object', () => {
    expect(() => parseIndexFile(null)).toThrow(/not a JSON object/);
    expect(() => parseIndexFile('index')).toThrow(/not a JSON object/);
  });

  it('rejects another format version', () => {
    expect(() => parseIndexFile({...file, format: 2})).toThrow(/format 2/);
    expect(() => parseIndexFile({...file, format: undefined})).toThrow(/format/);
  });

  it('rejects an index without its language, tag or pages', () => {
    expect(() => parseIndexFile(without(file, 'language'))).toThrow(/language, tag or pages/);
    expect(() => parseIndexFile(without(file, 'docusaurus_tag'))).toThrow(/language, tag or pages/);
    expect(() => parseIndexFile(without(file, 'pages'))).toThrow(/language, tag or pages/);
    expect(() => parseIndexFile({...file, pages: {}})).toThrow(/language, tag or pages/);
  });

  it('rejects a page with missing or malformed fields, naming the page', () => {
    expect(() => parseIndexFile({...file, pages: [without(usage, 'lvl0')]})).toThrow(
      /malformed page \(\/hi\/docs\/usage\/\)/,
    );
    expect(() => parseIndexFile({...file, pages: [{...usage, headings: [[7, 'Too deep', '']]}]})).toThrow(
      /malformed page/,
    );
    expect(() => parseIndexFile({...file, pages: [{...usage, headings: [[1, 'No anchor']]}]})).toThrow(
      /malformed page/,
    );
    expect(() => parseIndexFile({...file, pages: [{...usage, content: ['flat text']}]})).toThrow(/malformed page/);
    expect(() => parseIndexFile({...file, pages: [null]})).toThrow(/malformed page/);
  });

  it('rejects a paragraph under a heading the page does not have', () => {
    expect(() => parseIndexFile({...file, pages: [{...usage, content: [[4, 'Orphan.']]}]})).toThrow(/malformed page/);
    expect(() => parseIndexFile({...file, pages: [{...usage, content: [[-1, 'Orphan.']]}]})).toThrow(/malformed page/);
    expect(() => parseIndexFile({...file, pages: [{...usage, content: [[1.5, 'Orphan.']]}]})).toThrow(/malformed page/);
  });
});
