import { expect, test } from "vitest";
import { isCalendarDate } from "./calendar-date";

test("days that exist pass, with or without a time", () => {
  for (const text of ["2026-02-28", "2028-02-29", "2026-12-31", "2026-03-01T00:00", "2026-03-01T23:59:59Z", "2026-03-01T10:00:00.123+01:00"]) {
    expect(isCalendarDate(text)).toBe(true);
  }
});

test("days and times that do not exist are refused, even where Date.parse rolls them over", () => {
  for (const text of [
    "2026-02-29",
    "2026-02-30",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-03-01T24:00",
    "2026-03-01T10:60",
    "2026-03-01T10:00:60Z",
  ]) {
    expect(isCalendarDate(text)).toBe(false);
  }
});

test("text that is not an ISO date is refused", () => {
  for (const text of ["", "demain", "26-03-01", "2026/03/01"]) expect(isCalendarDate(text)).toBe(false);
});
