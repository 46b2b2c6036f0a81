import * as v from "valibot";
import { isCalendarDate } from "~/lib/calendar-date";
import { wallClockAt, wallClockOf, type WallClock } from "~/lib/wall-clock";

/*
 * Recurring events (docs/product.md §5 "Recurring events"): a series is events of their own, one per date, each
 * with its registrations, page and door. The rule says which dates: every week, or every month on the same date
 * or the same weekday of the month ('le 2e mardi'), for a number of dates or until a day, less the days left out.
 * Dates are wall-clock dates in the event's time zone: an event at 19:00 in Paris stays at 19:00 in Paris across
 * the changes of the clocks.
 */

/** Most dates a series has, the first one included. */
export const SERIES_MAX = 52;
/** How far after its first date a series may run. */
export const SERIES_SPAN_DAYS = 366;

const Day = v.pipe(v.string("form.date"), v.regex(/^\d{4}-\d{2}-\d{2}$/, "form.date"), v.check(isCalendarDate, "form.date"));

/**
 * The `recurrence` of POST /events/: `frequency`, for monthly ones `monthlyBy` (the same `date`, the default, or
 * the same `weekday` of the month), then `count` (2 to SERIES_MAX dates, the first included) or `until` (a day,
 * included), and `except`, days left out.
 */
export const RecurrenceSchema = v.pipe(
  v.strictObject({
    frequency: v.picklist(["weekly", "monthly"], "form.choice"),
    monthlyBy: v.optional(v.picklist(["date", "weekday"], "form.choice"), "date"),
    count: v.optional(v.pipe(v.number("form.number"), v.integer("form.number"), v.minValue(2, "form.min"), v.maxValue(SERIES_MAX, "form.max"))),
    until: v.optional(Day),
    except: v.optional(v.pipe(v.array(Day), v.maxLength(SERIES_MAX, "form.tooLong")), []),
  }),
  v.forward(
    v.check((rule) => (rule.count === undefined) !== (rule.until === undefined), "Give either count or until."),
    ["count"],
  ),
);
export type Recurrence = v.InferOutput<typeof RecurrenceSchema>;

/** What POST /events/ takes beside the event: the rule of a series of dates (docs/product.md §5 "Recurring events"). */
export const NewEventExtrasSchema = v.object({ recurrence: v.optional(RecurrenceSchema) });

/**
 * PUT /events/{id}?apply=…: `this` date only (the default), or, for a date of a series, `following`: the same edit
 * on each later date still to happen (docs/product.md §5 "Recurring events").
 */
export const EditQuerySchema = v.object({ apply: v.optional(v.picklist(["this", "following"], 'must be "this" or "following"'), "this") });

/** One date of a series: its start and end instants (ISO, UTC) and its wall-clock day. */
export type Occurrence = { day: string; startDate: string; endDate: string };

const pad = (value: number) => String(value).padStart(2, "0");
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const instantOf = (wall: WallClock) =>
  new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - wall.offsetMinutes * 60_000).toISOString();

/** The civil date `days` after year-month-day (months from 1). */
function addDays(year: number, month: number, day: number, days: number) {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The day of month of the `nth` `weekday` (0: Sunday) of year-month, or null when that month has no such day. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number | null {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate() ? day : null;
}

/** The `k`th candidate date after the first (k = 0: the first), or null when the month has no such day (a 31st, a 5th Tuesday). */
function candidate(rule: Recurrence, first: { year: number; month: number; day: number }, k: number) {
  if (rule.frequency === "weekly") return addDays(first.year, first.month, first.day, 7 * k);
  const months = first.month - 1 + k;
  const year = first.year + Math.floor(months / 12);
  const month = (months % 12) + 1;
  if (rule.monthlyBy === "weekday") {
    const weekday = new Date(Date.UTC(first.year, first.month - 1, first.day)).getUTCDay();
    const day = nthWeekday(year, month, weekday, Math.ceil(first.day / 7));
    return day === null ? null : { year, month, day };
  }
  return first.day <= new Date(Date.UTC(year, month, 0)).getUTCDate() ? { year, month, day: first.day } : null;
}

/** Why a rule gives no series: its first day left out, an end before the start or too far, or a single date. */
export type RecurrenceFailure = "first_excepted" | "until_out_of_range" | "single_date";

/**
 * The dates of the series that starts with an event from `startDate` to `endDate` in `timezone`, the first one
 * included: each at the same wall-clock times as the first (its end as many days after its start), at most
 * SERIES_MAX, within SERIES_SPAN_DAYS of the first.
 */
export function seriesDates(
  first: { startDate: string; endDate: string; timezone: string },
  rule: Recurrence,
): { ok: true; dates: Occurrence[] } | { ok: false; code: RecurrenceFailure } {
  const start = wallClockAt(Date.parse(first.startDate), first.timezone);
  const end = wallClockAt(Date.parse(first.endDate), first.timezone);
  const firstDay = { year: start.year, month: start.month, day: start.day };
  const spanDays = daysBetween(start, end);
  const firstKey = dayOf(start.year, start.month, start.day);
  const last = addDays(start.year, start.month, start.day, SERIES_SPAN_DAYS);
  const lastKey = dayOf(last.year, last.month, last.day);
  if (rule.except.includes(firstKey)) return { ok: false, code: "first_excepted" };
  if (rule.until !== undefined && (rule.until < firstKey || rule.until > lastKey)) return { ok: false, code: "until_out_of_range" };
  const excepted = new Set(rule.except);
  const dates: Occurrence[] = [];
  for (let k = 0; dates.length < (rule.count ?? SERIES_MAX) && k <= SERIES_SPAN_DAYS; k++) {
    const date = candidate(rule, firstDay, k);
    if (!date) continue;
    const key = dayOf(date.year, date.month, date.day);
    if (key > (rule.until ?? lastKey)) break;
    if (excepted.has(key)) continue;
    const endDay = addDays(date.year, date.month, date.day, spanDays);
    dates.push({
      day: key,
      startDate: instantOf(wallClockOf(date.year, date.month, date.day, start.hour, start.minute, first.timezone)),
      endDate: instantOf(wallClockOf(endDay.year, endDay.month, endDay.day, end.hour, end.minute, first.timezone)),
    });
  }
  return dates.length < 2 ? { ok: false, code: "single_date" } : { ok: true, dates };
}

/** The days between two wall-clock dates (the second minus the first). */
const daysBetween = (from: WallClock, to: WallClock) =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

/**
 * A later date of a series when an edit moves one of its dates from `before` to `after` ('this one and the
 * following', docs/product.md §5 "Recurring events"): as many days later or earlier as the edited date moved, at
 * the edited date's new wall-clock times, in its new time zone.
 */
export function movedLike(
  later: { startDate: string },
  before: { startDate: string; timezone: string },
  after: { startDate: string; endDate: string; timezone: string },
): { startDate: string; endDate: string } {
  const was = wallClockAt(Date.parse(before.startDate), before.timezone);
  const start = wallClockAt(Date.parse(after.startDate), after.timezone);
  const end = wallClockAt(Date.parse(after.endDate), after.timezone);
  const own = wallClockAt(Date.parse(later.startDate), before.timezone);
  const day = addDays(own.year, own.month, own.day, daysBetween(was, start));
  const endDay = addDays(day.year, day.month, day.day, daysBetween(start, end));
  return {
    startDate: instantOf(wallClockOf(day.year, day.month, day.day, start.hour, start.minute, after.timezone)),
    endDate: instantOf(wallClockOf(endDay.year, endDay.month, endDay.day, end.hour, end.minute, after.timezone)),
  };
}
