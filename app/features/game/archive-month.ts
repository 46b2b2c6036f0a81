import { millisecondsInDay } from "date-fns/constants";
import { isCalendarDate } from "~/lib/calendar-date";
import { FIRST_PUZZLE_DAY, parisDay } from "./game-day";

/** A month, 'YYYY-MM'. */
type Month = string;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function shift(month: Month, by: number): Month {
  const [year = 0, index = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(year, index - 1 + by, 1)).toISOString().slice(0, 7);
}

/** Yesterday in Paris, 'YYYY-MM-DD': the archive's latest day. */
export function lastArchiveDay(now: Date): string {
  return new Date(Date.parse(`${parisDay(now)}T00:00:00Z`) - millisecondsInDay).toISOString().slice(0, 10);
}

/**
 * A month of the archive at `now` (docs/product.md §9 "The word game"), which runs from puzzle 1's day to
 * yesterday: `asked` is the month of the URL, the latest one when absent; null when it is not in the archive.
 */
export function archiveMonth(asked: string | null, now: Date): { month: Month; previous: Month | null; next: Month | null } | null {
  const latest = lastArchiveDay(now);
  const first = FIRST_PUZZLE_DAY.slice(0, 7);
  const last = latest.slice(0, 7);
  const month = asked ?? last;
  if (latest < FIRST_PUZZLE_DAY || !MONTH.test(month) || month < first || month > last) return null;
  return { month, previous: month > first ? shift(month, -1) : null, next: month < last ? shift(month, 1) : null };
}

/** The days of `month` ('YYYY-MM') the archive holds at `now`: from puzzle 1 to yesterday, the latest first. */
export function archiveDays(month: string, now = new Date()): string[] {
  const today = parisDay(now);
  const days: string[] = [];
  for (let date = 31; date >= 1; date--) {
    const day = `${month}-${String(date).padStart(2, "0")}`;
    if (isCalendarDate(day) && day >= FIRST_PUZZLE_DAY && day < today) days.push(day);
  }
  return days;
}
