import {describe, expect, it} from 'vitest';
import {browserCookies, browserStorage, readCookie, readJson, readString, writeString, STORAGE_KEYS} from './storage';
import {memoryStore} from '../../tests/unit/testing';

describe('storage', () => {
  it('reads and writes strings', () => {
    const store = memoryStore();
    expect(writeString(store, STORAGE_KEYS.language, 'hi')).toBe(true);
    expect(readString(store, STORAGE_KEYS.language)).toBe('hi');
    expect(writeString(store, STORAGE_KEYS.language, null)).toBe(true);
    expect(readString(store, STORAGE_KEYS.language)).toBeNull();
  });

  it('treats blocked storage as empty and reports failed writes', () => {
    const store = memoryStore({theme: 'dark'}, true);
    expect(readString(store, 'theme')).toBeNull();
    expect(writeString(store, 'theme', 'light')).toBe(false);
    expect(readJson(store, 'user_info')).toBeNull();
  });

  it('treats missing storage (server rendering) as empty', () => {
    expect(readString(null, 'theme')).toBeNull();
    expect(writeString(null, 'theme', 'dark')).toBe(false);
  });

  it('turns corrupt JSON into null instead of throwing', () => {
    const store = memoryStore({user_info: '{"subscription": {'});
    expect(readJson(store, 'user_info')).toBeNull();
    expect(readJson(memoryStore({user_info: '{"a":1}'}), 'user_info')).toEqual({a: 1});
  });

  it('finds one cookie among many and decodes it', () => {
    expect(readCookie('a=1; token=abc%20def; b=2', 'token')).toBe('abc def');
    expect(readCookie('xtoken=1; tokenx=2', 'token')).toBeNull();
    expect(readCookie('token=', 'token')).toBeNull();
    expect(readCookie('token=%E0%A4', 'token')).toBe('%E0%A4');
    expect(readCookie(null, 'token')).toBeNull();
  });
});

describe('storage during server rendering', () => {
  it('has no browser storage and no cookies, and says so without throwing', () => {
    expect(browserStorage()).toBeNull();
    expect(browserCookies()).toBeNull();
  });
});
