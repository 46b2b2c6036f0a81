import { millisecondsInDay } from "date-fns/constants";
import { wallClockAt } from "~/lib/wall-clock";

/** Relative day names of docs/product.md §9: Aujourd'hui, Hier, Avant hier, Demain. */
export type RelativeDay = "today" | "yesterday" | "dayBeforeYesterday" | "tomorrow";

export type DurationParts = { days: number; hours: number; minutes: number };

/** The part of the intl object that formats numbers (an `IntlShape` fits). */
type NumberFormatter = {
  formatNumber: (value: number, options: { style: "unit"; unit: string; unitDisplay: "long" | "short" }) => string;
};

/** The time zone events are shown in when nothing says otherwise: the site's own. */
export const SITE_TIME_ZONE = "Europe/Paris";

const RELATIVE: Record<number, RelativeDay> = { [-2]: "dayBeforeYesterday", [-1]: "yesterday", 0: "today", 1: "tomorrow" };
/** Days since the epoch of the calendar day `date` falls on in `timeZone`. */
function calendarDay(date: Date, timeZone: string): number {
  const wall = wallClockAt(date, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day) / millisecondsInDay;
}

/** Calendar days from `now` to `date` in the event's time zone: 0 today, 1 tomorrow, -1 yesterday. */
export function daysFromNow(date: Date, now: Date, timeZone: string): number {
  return calendarDay(date, timeZone) - calendarDay(now, timeZone);
}

/** The relative name of `date`'s day seen from `now` in `timeZone`, or null beyond two days ago and tomorrow. */
export function relativeDay(date: Date, now: Date, timeZone: string): RelativeDay | null {
  return RELATIVE[daysFromNow(date, now, timeZone)] ?? null;
}

/** Whether both instants fall on the same calendar day in `timeZone`. */
export function isSameDay(a: Date, b: Date, timeZone: string): boolean {
  return daysFromNow(a, b, timeZone) === 0;
}

/** The length of an event in whole days, hours and minutes; null without an end after the start. */
export function durationParts(startDate: string, endDate: string | null): DurationParts | null {
  if (!endDate) return null;
  const minutes = Math.round((new Date(endDate).getTime() - new Date(startDate).getTime()) / 60_000);
  if (!(minutes > 0)) return null;
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** "2 h 30 min", "1 jour 3 h", "2 days": days in words, hours and minutes abbreviated, zeros left out. */
export function formatDuration({ days, hours, minutes }: DurationParts, intl: NumberFormatter): string {
  const unit = (value: number, name: "day" | "hour" | "minute") =>
    intl.formatNumber(value, { style: "unit", unit: name, unitDisplay: name === "day" ? "long" : "short" });
  return [days > 0 ? unit(days, "day") : "", hours > 0 ? unit(hours, "hour") : "", minutes > 0 ? unit(minutes, "minute") : ""].filter(Boolean).join(" ");
}
