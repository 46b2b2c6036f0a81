import { expect, test } from "vitest";
import * as v from "valibot";
import { movedLike, RecurrenceSchema, seriesDates } from "./recurrence";

const rule = (input: object) => v.parse(RecurrenceSchema, input);
const paris = (startDate: string, endDate: string) => ({ startDate, endDate, timezone: "Europe/Paris" });

test("a weekly series at 19:00 in Paris stays at 19:00 in Paris when the clocks go back", () => {
  const series = seriesDates(paris("2026-10-15T17:00:00.000Z", "2026-10-15T19:00:00.000Z"), rule({ frequency: "weekly", count: 4 }));
  expect(series).toEqual({
    ok: true,
    dates: [
      { day: "2026-10-15", startDate: "2026-10-15T17:00:00.000Z", endDate: "2026-10-15T19:00:00.000Z" },
      { day: "2026-10-22", startDate: "2026-10-22T17:00:00.000Z", endDate: "2026-10-22T19:00:00.000Z" },
      // Winter time from 25 October: 19:00 in Paris is 18:00 UTC.
      { day: "2026-10-29", startDate: "2026-10-29T18:00:00.000Z", endDate: "2026-10-29T20:00:00.000Z" },
      { day: "2026-11-05", startDate: "2026-11-05T18:00:00.000Z", endDate: "2026-11-05T20:00:00.000Z" },
    ],
  });
});

test("a monthly series on the second Tuesday finds it in each month; one on the 31st leaves out the months without one", () => {
  const tuesdays = seriesDates(paris("2026-12-08T18:30:00.000Z", "2026-12-08T20:00:00.000Z"), rule({ frequency: "monthly", monthlyBy: "weekday", count: 3 }));
  expect(tuesdays.ok && tuesdays.dates.map((date) => date.day)).toEqual(["2026-12-08", "2027-01-12", "2027-02-09"]);
  const ends = seriesDates(paris("2026-01-31T09:00:00.000Z", "2026-01-31T10:00:00.000Z"), rule({ frequency: "monthly", count: 4 }));
  expect(ends.ok && ends.dates.map((date) => date.day)).toEqual(["2026-01-31", "2026-03-31", "2026-05-31", "2026-07-31"]);
});

test("until a day, less the days left out; an event over midnight ends as many days after each start", () => {
  const series = seriesDates(
    paris("2026-12-04T21:00:00.000Z", "2026-12-05T01:00:00.000Z"),
    rule({ frequency: "weekly", until: "2026-12-25", except: ["2026-12-18"] }),
  );
  expect(series.ok && series.dates.map(({ day, endDate }) => [day, endDate])).toEqual([
    ["2026-12-04", "2026-12-05T01:00:00.000Z"],
    ["2026-12-11", "2026-12-12T01:00:00.000Z"],
    ["2026-12-25", "2026-12-26T01:00:00.000Z"],
  ]);
});

test("a rule that gives no series is refused: the first day left out, an end out of range, a single date, count and until together", () => {
  const first = paris("2026-12-04T18:00:00.000Z", "2026-12-04T20:00:00.000Z");
  expect(seriesDates(first, rule({ frequency: "weekly", count: 3, except: ["2026-12-04"] }))).toEqual({ ok: false, code: "first_excepted" });
  expect(seriesDates(first, rule({ frequency: "weekly", until: "2026-12-01" }))).toEqual({ ok: false, code: "until_out_of_range" });
  expect(seriesDates(first, rule({ frequency: "weekly", until: "2028-01-01" }))).toEqual({ ok: false, code: "until_out_of_range" });
  expect(seriesDates(first, rule({ frequency: "weekly", until: "2026-12-10" }))).toEqual({ ok: false, code: "single_date" });
  expect(v.safeParse(RecurrenceSchema, { frequency: "weekly", count: 3, until: "2026-12-30" }).success).toBe(false);
  expect(v.safeParse(RecurrenceSchema, { frequency: "weekly" }).success).toBe(false);
  expect(v.safeParse(RecurrenceSchema, { frequency: "daily", count: 3 }).success).toBe(false);
  expect(v.safeParse(RecurrenceSchema, { frequency: "weekly", count: 53 }).success).toBe(false);
  // A year of weeks at most.
  const year = seriesDates(first, rule({ frequency: "weekly", until: "2027-12-03" }));
  expect(year.ok && year.dates.length).toBe(52);
});

test("a later date moves as the edited date moved: as many days, to its new wall-clock times, across the change of clocks", () => {
  const before = { startDate: "2027-10-28T17:00:00.000Z", timezone: "Europe/Paris" };
  const after = { startDate: "2027-10-29T17:30:00.000Z", endDate: "2027-10-29T19:30:00.000Z", timezone: "Europe/Paris" };
  // Thursday 4 November at 19:00 becomes Friday 5 November at 19:30, winter time.
  expect(movedLike({ startDate: "2027-11-04T18:00:00.000Z" }, before, after)).toEqual({
    startDate: "2027-11-05T18:30:00.000Z",
    endDate: "2027-11-05T20:30:00.000Z",
  });
  // Into another time zone: the same wall-clock times there.
  const london = { ...after, startDate: "2027-10-29T18:30:00.000Z", endDate: "2027-10-29T20:30:00.000Z", timezone: "Europe/London" };
  expect(movedLike({ startDate: "2027-11-04T18:00:00.000Z" }, before, london)).toEqual({
    startDate: "2027-11-05T19:30:00.000Z",
    endDate: "2027-11-05T21:30:00.000Z",
  });
});
