import { expect, test } from "vitest";
import { dateOptionRange, matchDateOption } from "./date-options";

// Wednesday 25 November 2026, local time.
const wednesday = new Date(2026, 10, 25, 15, 0);

test("today and tomorrow are single days", () => {
  expect(dateOptionRange("today", wednesday)).toEqual({ from: "2026-11-25", to: "2026-11-25" });
  expect(dateOptionRange("tomorrow", wednesday)).toEqual({ from: "2026-11-26", to: "2026-11-26" });
});

test("this weekend runs Friday to Saturday, from today when already in it", () => {
  expect(dateOptionRange("this-weekend", wednesday)).toEqual({ from: "2026-11-27", to: "2026-11-28" });
  expect(dateOptionRange("this-weekend", new Date(2026, 10, 28, 10))).toEqual({ from: "2026-11-28", to: "2026-11-28" });
  expect(dateOptionRange("this-weekend", new Date(2026, 10, 29, 10))).toEqual({ from: "2026-11-29", to: "2026-11-29" });
});

test("weeks start on Monday; this week runs from today", () => {
  expect(dateOptionRange("this-week", wednesday)).toEqual({ from: "2026-11-25", to: "2026-11-29" });
  expect(dateOptionRange("next-week", wednesday)).toEqual({ from: "2026-11-30", to: "2026-12-06" });
});

test("months: the rest of this one, all of the next (across a year end)", () => {
  expect(dateOptionRange("this-month", wednesday)).toEqual({ from: "2026-11-25", to: "2026-11-30" });
  expect(dateOptionRange("next-month", wednesday)).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  expect(dateOptionRange("next-month", new Date(2026, 11, 10))).toEqual({ from: "2027-01-01", to: "2027-01-31" });
});

test("a Sunday ends this week, and next week starts the day after", () => {
  const sunday = new Date(2026, 10, 29, 10);
  expect(dateOptionRange("this-week", sunday)).toEqual({ from: "2026-11-29", to: "2026-11-29" });
  expect(dateOptionRange("next-week", sunday)).toEqual({ from: "2026-11-30", to: "2026-12-06" });
  const monday = new Date(2026, 10, 30, 10);
  expect(dateOptionRange("this-week", monday)).toEqual({ from: "2026-11-30", to: "2026-12-06" });
  expect(dateOptionRange("this-weekend", monday)).toEqual({ from: "2026-12-04", to: "2026-12-05" });
});

test("days carry into the next month and year, leap days included", () => {
  expect(dateOptionRange("tomorrow", new Date(2026, 11, 31, 23, 30))).toEqual({ from: "2027-01-01", to: "2027-01-01" });
  expect(dateOptionRange("next-month", new Date(2028, 0, 31))).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  expect(dateOptionRange("this-month", new Date(2027, 1, 3))).toEqual({ from: "2027-02-03", to: "2027-02-28" });
});

test("a from/to pair is recognised as its quick option", () => {
  expect(matchDateOption({ from: "2026-11-30", to: "2026-12-06" }, wednesday)).toBe("next-week");
  expect(matchDateOption({ from: "2026-11-30" }, wednesday)).toBeUndefined();
});
