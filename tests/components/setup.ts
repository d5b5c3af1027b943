/** Each component test starts from an empty page, empty storage and the default site config. */
import {afterEach, vi} from 'vitest';
import {resetSite} from './doubles/useDocusaurusContext';
import {cleanup} from './render';

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  resetSite();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
