/**
 * The queries the no-results screen suggests, at most three: first what the visitor searched
 * for recently in this locale (the titles of the results they opened, which DocSearch keeps as
 * "recent searches" per locale index), then the locale's popular searches. The current query
 * is never suggested back, nor the same query twice.
 */
const MAX_SUGGESTIONS = 3;

/** The page title of a stored recent search, if it is one. */
function recentTitle(entry: unknown): string | null {
  const hierarchy = (entry as {hierarchy?: Record<string, unknown>} | null)?.hierarchy;
  const title = hierarchy?.lvl1 ?? hierarchy?.lvl0;
  return typeof title === 'string' && title.trim() ? title.trim() : null;
}

export function suggestedQueries(recent: unknown, popular: readonly string[], current: string): string[] {
  const seen = new Set([current.trim().toLowerCase()]);
  const out: string[] = [];
  const fromRecent = Array.isArray(recent) ? recent.map(recentTitle) : [];
  for (const candidate of [...fromRecent, ...popular]) {
    if (!candidate || out.length >= MAX_SUGGESTIONS) continue;
    const key = candidate.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(candidate);
  }
  return out;
}
