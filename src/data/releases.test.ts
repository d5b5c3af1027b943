import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {LATEST_RELEASE} from './releases';

describe('LATEST_RELEASE', () => {
  it('is the newest entry of the changelog in every written locale', () => {
    for (const file of [
      'docs/CHANGELOG.md',
      'i18n/hi-IN/docusaurus-plugin-content-docs/current/CHANGELOG.md',
      'i18n/en-US/docusaurus-plugin-content-docs/current/CHANGELOG.md',
    ]) {
      const newest = /^## (\d+\.\d+\.\d+) \((\d{4}-\d{2}-\d{2})\)/m.exec(readFileSync(file, 'utf8'));
      expect(newest?.slice(1), file).toEqual([LATEST_RELEASE.version, LATEST_RELEASE.date]);
    }
  });
});
