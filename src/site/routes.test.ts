import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {ACCOUNT_ROUTES, DOC_IDS, MARKETING_ROUTES, UNLISTED_DOC_IDS, docPath} from './routes';

function sidebarDocIds(items: unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const category = item as {items?: unknown[]; link?: {id?: string}};
    return [...(category.link?.id ? [category.link.id] : []), ...sidebarDocIds(category.items ?? [])];
  });
}

describe('routes of the specification', () => {
  it('lists 66 doc ids: the root, 35 pages and 30 services', () => {
    expect(new Set(DOC_IDS).size).toBe(66);
    expect(DOC_IDS.filter((id) => id.startsWith('services/') && id !== 'services/index')).toHaveLength(30);
  });

  it('has a Markdown file for every doc id', () => {
    for (const id of DOC_IDS) {
      expect(existsSync(`docs/${id}.md`) || existsSync(`docs/${id}.mdx`), id).toBe(true);
    }
  });

  it('has a page file for every marketing and account route', () => {
    for (const route of [...MARKETING_ROUTES, ...ACCOUNT_ROUTES]) {
      const file = route === '/' ? 'src/pages/index.tsx' : `src/pages${route}index.tsx`;
      expect(existsSync(file), route).toBe(true);
    }
  });

  it('puts every doc in the sidebar except the unlisted ones', () => {
    const listed = sidebarDocIds(sidebars.docs as unknown[]);
    for (const id of DOC_IDS) {
      const unlisted = (UNLISTED_DOC_IDS as readonly string[]).includes(id);
      expect(listed.includes(id), id).toBe(!unlisted);
    }
  });

  it('maps doc ids to their addresses', () => {
    expect(docPath('index')).toBe('/docs/');
    expect(docPath('services/index')).toBe('/docs/services/');
    expect(docPath('features/pdf')).toBe('/docs/features/pdf/');
    expect(docPath('TERMS')).toBe('/docs/TERMS/');
  });
});
