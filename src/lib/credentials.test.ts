import {describe, expect, it} from 'vitest';
import {checkCredentials, safeNext} from './credentials';

describe('checkCredentials', () => {
  it('accepts an email and a password of 8 to 128 characters', () => {
    expect(checkCredentials(' reader@example.com ', 'long enough')).toEqual({});
    expect(checkCredentials('रीडर@उदाहरण.भारत', 'पासवर्ड१२३४५')).toEqual({});
  });
  it('names what is wrong with each field', () => {
    expect(checkCredentials('', '')).toEqual({email: 'empty', password: 'empty'});
    expect(checkCredentials('reader', 'short')).toEqual({email: 'invalid', password: 'short'});
    expect(checkCredentials('reader@example', 'x'.repeat(129))).toEqual({email: 'invalid', password: 'long'});
    expect(checkCredentials('a b@example.com', 'x'.repeat(128))).toEqual({email: 'invalid'});
    expect(checkCredentials(`${'a'.repeat(250)}@example.com`, 'long enough')).toEqual({email: 'invalid'});
  });
  it('counts characters, not UTF-16 units', () => {
    expect(checkCredentials('a@example.com', '😀😀😀😀😀😀😀')).toEqual({password: 'short'});
  });
});

describe('safeNext', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNext('/hi/deals/manga/?from=nav#claim', '/hi/profile/')).toBe('/hi/deals/manga/?from=nav#claim');
  });
  it('falls back for anything that could lead elsewhere', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'profile/',
    ]) {
      expect(safeNext(next, '/hi/profile/')).toBe('/hi/profile/');
    }
  });
});
