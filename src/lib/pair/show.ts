/**
 * The part of "read in two languages" that loads on demand: reads the second language's two
 * block files (the first sections, then the rest) and shows them under the page's blocks.
 *
 * The first file's blocks (what a reader who just used the menu at the top of the page sees) are
 * placed and painted first; the rest is asked for once the first is in, and follows in short
 * tasks, so that a long page never blocks the phone it is read on.
 */
import {lastShared, pageSections, pairSteps, parsePairFile, type PairFile} from './blocks';
import {removePairing} from './control';
import {domAdapter, placeStep, type PairLanguage} from './dom';

/** Thrown when an answer is not a usable block file (an error page, a cut-off file). */
export class PairFileError extends Error {}

/** Blocks placed per task after the first file's. */
const BATCH = 40;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function read(answer: Promise<Response>): Promise<PairFile> {
  const response = await answer;
  if (!response.ok) throw new PairFileError(`${response.url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PairFileError(`${response.url} is not JSON`);
  }
  const file = parsePairFile(body);
  if (!file) throw new PairFileError(`${response.url} is not in the expected format`);
  return file;
}

/**
 * Shows the two parts of the second language under the page in `root`, replacing any earlier
 * pairing; stops, leaving the clearing to whoever aborted, once `signal` is aborted. Answers how
 * many blocks were paired one by one and how many sections were shown whole.
 */
export async function showPair(
  root: Element,
  answers: readonly [first: Promise<Response>, rest: () => Promise<Response>],
  language: PairLanguage,
  signal: AbortSignal,
): Promise<{blocks: number; sections: number}> {
  const first = await read(answers[0]);
  if (signal.aborted) return {blocks: 0, sections: 0};
  const rest = read(answers[1]());
  rest.catch(() => undefined);
  removePairing(root);
  // Only as much of the page as the first part needs: the rest of the page is read after the paint.
  const top = pageSections(domAdapter, root, new Set(first.sections.map((section) => section.id)));
  const counts = {blocks: 0, sections: 0};
  const place = (steps: ReturnType<typeof pairSteps<Node>>) => {
    for (const step of steps) {
      placeStep(root, step, language);
      counts[step.type === 'block' ? 'blocks' : 'sections']++;
    }
  };
  place(pairSteps(top, first));
  await nextPaint();
  const more = await rest;
  if (signal.aborted) return counts;
  const own = pageSections(domAdapter, root);
  const steps = pairSteps(own, more, lastShared(own, first));
  for (let i = 0; i < steps.length; i += BATCH) {
    if (signal.aborted) return counts;
    place(steps.slice(i, i + BATCH));
    if (i + BATCH < steps.length) await nextTask();
  }
  return counts;
}
