/**
 * A local clock time such as "15:30" the way the language writes it ("3:30 PM", "15:30"). The
 * time is placed on a fixed UTC day, so the server and the browser print the same words.
 */
export function formatClock(time: string, lang: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(lang, {hour: 'numeric', minute: '2-digit', timeZone: 'UTC'}).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}
