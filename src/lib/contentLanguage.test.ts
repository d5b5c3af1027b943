import {describe, expect, it} from 'vitest';
import {fallbackContentLanguage} from './contentLanguage';

const zh = {lang: 'zh-CN', dir: 'ltr'} as const;

describe('fallbackContentLanguage', () => {
  it('marks default-locale text shown in another locale with its own language and direction', () => {
    expect(fallbackContentLanguage('@site/docs/usage.md', 'ar', 'zh', zh)).toEqual(zh);
    expect(fallbackContentLanguage('@site/blog/2025-03-10-bilingual-reading/index.md', 'de', 'zh', zh)).toEqual(zh);
  });

  it('leaves translated files and the default locale alone', () => {
    expect(fallbackContentLanguage('@site/i18n/hi-IN/docusaurus-plugin-content-docs/current/usage.md', 'hi', 'zh', zh)).toBeUndefined();
    expect(fallbackContentLanguage('@site/docs/usage.md', 'zh', 'zh', zh)).toBeUndefined();
  });
});
