/**
 * Navigation entries that stay hidden until switched on: by the settings for everyone, or for a
 * preview in one browser with `?reveal=blog,social` (remembered in storage; `?reveal=` clears it).
 */
import {REVEAL_KEYS, type RevealKey} from '@interlinear/shared/settings';
import {STORAGE_KEYS, readString, writeString, type KeyValueStore} from './storage';

export function parseRevealList(value: string | null | undefined): RevealKey[] {
  if (!value) return [];
  const wanted = value.split(',').map((s) => s.trim());
  return REVEAL_KEYS.filter((key) => wanted.includes(key));
}

/**
 * The keys switched on for this browser. A `reveal` query parameter replaces the stored preview
 * list (and is written back); without one, the stored list applies.
 */
export function activeRevealKeys(
  configured: readonly RevealKey[],
  search: string,
  store: KeyValueStore | null,
): RevealKey[] {
  const params = new URLSearchParams(search);
  let preview: RevealKey[];
  if (params.has('reveal')) {
    preview = parseRevealList(params.get('reveal'));
    writeString(store, STORAGE_KEYS.reveal, preview.length ? preview.join(',') : null);
  } else {
    preview = parseRevealList(readString(store, STORAGE_KEYS.reveal));
  }
  return REVEAL_KEYS.filter((key) => configured.includes(key) || preview.includes(key));
}

/** CSS class carried by an entry hidden behind a reveal key. */
export function revealClass(key: RevealKey): string {
  return `reveal-${key}`;
}
