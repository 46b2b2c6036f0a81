/** The date and time fields of ISO 8601 text: "2026-02-30", "2026-11-22T18:30", "…T18:30:00". */
const FIELDS = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * Whether ISO 8601 text names a day that exists, and a time that does when it has one: JavaScript's
 * Date.parse reads "2026-02-30" as 2 March and "T24:00" as the next day, which a client never means.
 */
export function isCalendarDate(text: string): boolean {
  const fields = FIELDS.exec(text);
  if (!fields) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = fields.slice(1).map((field) => (field === undefined ? undefined : Number(field)));
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay && hour < 24 && minute < 60 && second < 60 && !Number.isNaN(Date.parse(text));
}
