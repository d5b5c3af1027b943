/**
 * Pro redemption codes: sixteen characters from an alphabet without look-alikes (no 0, 1, I, L,
 * O or U), shown in groups of four, e.g. `K7QM-3XWD-9PRT-H2CE`. Checked here before anything is
 * sent, so a typo gets an answer at once.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const CODE_LENGTH = 16;

export type CodeProblem = 'empty' | 'length' | 'characters';
export type CodeCheck =
  {readonly ok: true; readonly code: string} | {readonly ok: false; readonly problem: CodeProblem};

/** Accepts any case, spaces and dashes; answers the canonical grouped form or what is wrong. */
export function checkRedemptionCode(input: string): CodeCheck {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  if (compact === '') return {ok: false, problem: 'empty'};
  if ([...compact].some((c) => !CODE_ALPHABET.includes(c))) return {ok: false, problem: 'characters'};
  if (compact.length !== CODE_LENGTH) return {ok: false, problem: 'length'};
  return {ok: true, code: compact.match(/.{4}/g)!.join('-')};
}
