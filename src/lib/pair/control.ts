/**
 * The few names the "read in two languages" control needs on every doc page; the rest of the
 * feature (`blocks.ts`, `dom.ts`, `show.ts`) loads only when a reader turns it on.
 */

/** The address parameter that holds the second language (`?pair=en`), so that a link shares it. */
export const PAIR_PARAM = 'pair';
/**
 * The files beside each built doc page's `index.html` that hold its blocks: the first sections
 * (enough to fill a screen), and the rest, asked for once the first is in.
 */
export const PAIR_FILES = ['blocks.json', 'blocks-more.json'] as const;
/** Blocks in the first file: more than a phone's screen holds. */
export const PAIR_FIRST_BLOCKS = 12;
/** Marks every element the pairing adds, so that turning it off can find them all. */
export const PAIRED_ATTRIBUTE = 'data-pair';

/** An address's query string with the pair parameter set to `locale`, or without it for null. */
export function withPairParam(search: string, locale: string | null): string {
  const params = new URLSearchParams(search);
  if (locale === null) params.delete(PAIR_PARAM);
  else params.set(PAIR_PARAM, locale);
  const next = params.toString();
  return next ? `?${next}` : '';
}

/** Removes everything a pairing added under `root`. */
export function removePairing(root: ParentNode): void {
  root.querySelectorAll(`[${PAIRED_ATTRIBUTE}]`).forEach((element) => element.remove());
}

/**
 * Which second language a doc page shows: the address's choice when it is one of `offered` (the
 * locales with their own version of the page); with no choice in the address, the remembered one,
 * which the address should then be given (`fillIn`) so that a link shares it. A choice the page
 * cannot honour (a locale without this page, a garbled value) shows one language and changes
 * nothing remembered.
 */
export function pairChoice(
  search: string,
  stored: string | null,
  offered: readonly string[],
): {readonly active: string | null; readonly fillIn: string | null; readonly remember: boolean} {
  const requested = new URLSearchParams(search).get(PAIR_PARAM);
  if (requested !== null) {
    const valid = offered.includes(requested);
    return {active: valid ? requested : null, fillIn: null, remember: valid};
  }
  const remembered = stored !== null && offered.includes(stored) ? stored : null;
  return {active: remembered, fillIn: remembered, remember: false};
}
