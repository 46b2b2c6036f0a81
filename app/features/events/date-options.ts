export const DATE_OPTIONS = ["today", "tomorrow", "this-weekend", "this-week", "next-week", "this-month", "next-month"] as const;
export type DateOption = (typeof DATE_OPTIONS)[number];
export type DateRange = { from: string; to: string };

const SUNDAY = 0;
const FRIDAY = 5;
const SATURDAY = 6;

// Local calendar days with the Date constructor, which carries days into months and years: the filter bar
// needs these before hydration, and date-fns cost about 1 kB of the listing's first load
// (docs/architecture.md §7 "Small first load").
const day = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const plusDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
/** Days since Monday: weeks start on Monday. */
const sinceMonday = (date: Date) => (date.getDay() + 6) % 7;
const lastOfMonth = (date: Date, months: number) => new Date(date.getFullYear(), date.getMonth() + months + 1, 0);

/**
 * The date quick options of docs/product.md §9 as inclusive calendar-day ranges in the visitor's time zone.
 * The weekend runs from Friday to Saturday, as docs/product.md §9 says (a Sunday still counts as this weekend).
 */
export function dateOptionRange(option: DateOption, now: Date): DateRange {
  switch (option) {
    case "today":
      return { from: day(now), to: day(now) };
    case "tomorrow":
      return { from: day(plusDays(now, 1)), to: day(plusDays(now, 1)) };
    case "this-weekend": {
      const weekday = now.getDay();
      if (weekday === SUNDAY) return { from: day(now), to: day(now) };
      const friday = weekday === FRIDAY || weekday === SATURDAY ? now : plusDays(now, FRIDAY - weekday);
      const saturday = weekday === SATURDAY ? now : plusDays(friday, 1);
      return { from: day(friday), to: day(saturday) };
    }
    case "this-week":
      return { from: day(now), to: day(plusDays(now, 6 - sinceMonday(now))) };
    case "next-week": {
      const start = plusDays(now, 7 - sinceMonday(now));
      return { from: day(start), to: day(plusDays(start, 6)) };
    }
    case "this-month":
      return { from: day(now), to: day(lastOfMonth(now, 0)) };
    case "next-month":
      return { from: day(new Date(now.getFullYear(), now.getMonth() + 1, 1)), to: day(lastOfMonth(now, 1)) };
  }
}

/** The quick option a from/to pair stands for, if any (to show it selected). */
export function matchDateOption(range: Partial<DateRange>, now: Date): DateOption | undefined {
  return DATE_OPTIONS.find((option) => {
    const candidate = dateOptionRange(option, now);
    return candidate.from === range.from && candidate.to === range.to;
  });
}
