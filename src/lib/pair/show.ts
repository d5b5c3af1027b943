/**
 * The part of "read in two languages" that loads on demand: reads the second language's
 * `blocks.json` answer and shows it under the page's blocks.
 */
import {parsePairFile} from './blocks';
import {applyPairing, type PairLanguage} from './dom';

/** Thrown when the answer is not a usable `blocks.json` (an error page, a cut-off file). */
export class PairFileError extends Error {}

export async function showPair(
  root: Element,
  answer: Promise<Response>,
  language: PairLanguage,
): Promise<{blocks: number; sections: number}> {
  const response = await answer;
  if (!response.ok) throw new PairFileError(`blocks.json answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PairFileError('blocks.json is not JSON');
  }
  const file = parsePairFile(body);
  if (!file) throw new PairFileError('blocks.json is not in the expected format');
  return applyPairing(root, file, language);
}
