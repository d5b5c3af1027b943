/** Instants are stored as ISO 8601 text in UTC; these keep the arithmetic in one place. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** A Pro membership extended by `days`: from its current end when it is still running, else from now. */
export function extendPro(currentEnd: string | null, days: number, now: number): string {
  const from = currentEnd && Date.parse(currentEnd) > now ? Date.parse(currentEnd) : now;
  return iso(from + days * DAY_MS);
}
