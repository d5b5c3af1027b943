/** A moment as the offer's sentences name it: its date, its time and its time zone, apart. */
export interface InstantParts {
  readonly date: string;
  readonly time: string;
  readonly zone: string;
}

/**
 * A moment in the page's language, in three parts that each language's sentence places itself
 * ("…至 2026年11月26日 14:00（UTC）", "…26 नवंबर 2026 को दोपहर 2:00 बजे (UTC) तक…"), instead of
 * one string whose built-in phrasing reads badly inside a sentence. Hindi names the part of the
 * day, as a Hindi speaker says the time. Pass `timeZone: 'UTC'` for text rendered on the server,
 * so the browser renders the same words when it hydrates.
 */
export function instantParts(ms: number, lang: string, timeZone?: string): InstantParts {
  const date = new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone}).format(ms);
  const time = new Intl.DateTimeFormat(lang, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    ...(lang.startsWith('hi') ? {dayPeriod: 'short'} : {}),
  }).format(ms);
  const zone =
    new Intl.DateTimeFormat(lang, {timeZoneName: 'short', timeZone})
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return {date, time, zone};
}
