/** The game's day (docs/product.md §7 "Game"): a new puzzle at midnight, Paris time. */
import { millisecondsInDay } from "date-fns/constants";
import { isCalendarDate } from "~/lib/calendar-date";
import { wallClockAt, wallDate } from "~/lib/wall-clock";

const PARIS = "Europe/Paris";
/** Puzzle number 1 was the word of this day; the number counts days from it. */
export const FIRST_PUZZLE_DAY = "2024-01-01";

function wallClock(now: Date) {
  const wall = wallClockAt(now, PARIS);
  return { day: wallDate(wall), seconds: wall.hour * 3600 + wall.minute * 60 + wall.second };
}

/** 'YYYY-MM-DD' of `now` in Paris. */
export function parisDay(now: Date): string {
  return wallClock(now).day;
}

/** Seconds until the next midnight in Paris, rounded up (the clocks never change near midnight there). */
export function secondsUntilParisMidnight(now: Date): number {
  return 86_400 - wallClock(now).seconds;
}

/**
 * Whether a new puzzle has come since the page showed the one of `puzzleDay`, opened at `openedAt`: midnight
 * in Paris has passed (docs/product.md §9 "The word game"). Counted from the later of the puzzle's day and the
 * browser's day at opening, so a browser whose clock runs ahead of the server's is never told of a new
 * puzzle the server does not have yet.
 */
export function isNewPuzzleDay(puzzleDay: string, openedAt: Date, now: Date): boolean {
  const opened = parisDay(openedAt);
  return parisDay(now) > (opened > puzzleDay ? opened : puzzleDay);
}

/**
 * Whether `day` ('YYYY-MM-DD') has a puzzle to play at `now`: today's, or one of the archive's, from puzzle 1 to
 * yesterday (docs/product.md §9 "The word game"). A day to come has none: its word stays secret.
 */
export function isPlayableDay(day: string, now: Date): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && isCalendarDate(day) && day >= FIRST_PUZZLE_DAY && day <= parisDay(now);
}

/** The puzzle number of a day: 1 on FIRST_PUZZLE_DAY, one more each day. */
export function puzzleNumber(day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${FIRST_PUZZLE_DAY}T00:00:00Z`)) / millisecondsInDay) + 1;
}

/**
 * Cache-Control of a public game answer or page: shared for `seconds` at most, stale copies included, never
 * past midnight in Paris, when the puzzle changes (docs/architecture.md §7).
 */
export function puzzleCacheControl(now: Date, seconds: number): string {
  const left = secondsUntilParisMidnight(now);
  const fresh = Math.max(1, Math.min(seconds, left));
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${Math.max(0, Math.min(seconds * 5, left - fresh))}`;
}
