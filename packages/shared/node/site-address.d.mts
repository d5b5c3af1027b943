export const MAX_TARGET_LENGTH: number;

export type ParsedTarget =
  | {
      readonly ok: true;
      readonly segments: string[];
      readonly trailingSlash: boolean;
      readonly collapsed: boolean;
      readonly query: string;
    }
  | {readonly ok: false; readonly reason: string};

export type Entry = {readonly kind: 'file' | 'dir'; readonly path: string} | null;

export type Answer =
  | {readonly status: 200; readonly path: string}
  | {readonly status: 301; readonly location: string}
  | {readonly status: 400; readonly reason: string}
  | {readonly status: 404; readonly path: string | null};

/** The path and query of a request target, or why it is refused. */
export function parseTarget(target: unknown): ParsedTarget;
/** The site path of some segments, each percent-encoded. */
export function pathOf(segments: readonly string[], trailingSlash: boolean): string;
/** What to answer for a request target; never throws. */
export function resolveAddress(target: unknown, lookup: (segments: string[]) => Entry): Answer;
/** What the build folder holds at some segments, inside it only, symlinks resolved. */
export function buildLookup(root: string): (segments: string[]) => Entry;
/** A value as it may be written to a log line: printable ASCII only, at most 200 characters. */
export function printable(value: unknown): string;
