import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {ACCOUNT_ROUTES, MARKETING_ROUTES, docPath} from './routes';

describe('routes of the specification', () => {
  it('has a page file for every marketing and account route', () => {
    for (const route of [...MARKETING_ROUTES, ...ACCOUNT_ROUTES]) {
      const file = route === '/' ? 'src/pages/index.tsx' : `src/pages${route}index.tsx`;
      expect(existsSync(file), route).toBe(true);
    }
  });

  it('maps doc ids to their addresses', () => {
    expect(docPath('index')).toBe('/docs/');
    expect(docPath('services/index')).toBe('/docs/services/');
    expect(docPath('features/pdf')).toBe('/docs/features/pdf/');
    expect(docPath('TERMS')).toBe('/docs/TERMS/');
  });
});
