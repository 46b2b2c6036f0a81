import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  formatISO,
  nextFriday,
  isFriday,
  isSaturday,
  isSunday,
  startOfMonth,
  startOfWeek,
} from "date-fns";

export const DATE_OPTIONS = ["today", "tomorrow", "this-weekend", "this-week", "next-week", "this-month", "next-month"] as const;
export type DateOption = (typeof DATE_OPTIONS)[number];
export type DateRange = { from: string; to: string };

// formatISO, not format: the local calendar day without pulling the locale-aware formatter into the bundle.
const day = (date: Date) => formatISO(date, { representation: "date" });
const WEEK = { weekStartsOn: 1 } as const;

/**
 * The date quick options of docs/product.md §9 as inclusive calendar-day ranges in the visitor's time zone.
 * The weekend runs from Friday to Saturday, as docs/product.md §9 says (a Sunday still counts as this weekend).
 */
export function dateOptionRange(option: DateOption, now: Date): DateRange {
  switch (option) {
    case "today":
      return { from: day(now), to: day(now) };
    case "tomorrow":
      return { from: day(addDays(now, 1)), to: day(addDays(now, 1)) };
    case "this-weekend": {
      if (isSunday(now)) return { from: day(now), to: day(now) };
      const friday = isFriday(now) || isSaturday(now) ? now : nextFriday(now);
      const saturday = isSaturday(now) ? now : addDays(friday, 1);
      return { from: day(friday), to: day(saturday) };
    }
    case "this-week":
      return { from: day(now), to: day(endOfWeek(now, WEEK)) };
    case "next-week": {
      const start = startOfWeek(addWeeks(now, 1), WEEK);
      return { from: day(start), to: day(endOfWeek(start, WEEK)) };
    }
    case "this-month":
      return { from: day(now), to: day(endOfMonth(now)) };
    case "next-month": {
      const start = startOfMonth(addMonths(now, 1));
      return { from: day(start), to: day(endOfMonth(start)) };
    }
  }
}

/** The quick option a from/to pair stands for, if any (to show it selected). */
export function matchDateOption(range: Partial<DateRange>, now: Date): DateOption | undefined {
  return DATE_OPTIONS.find((option) => {
    const candidate = dateOptionRange(option, now);
    return candidate.from === range.from && candidate.to === range.to;
  });
}
