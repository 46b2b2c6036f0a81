import { expect, test } from "vitest";
import { instantToWallTime, wallTimeToInstant } from "./zoned-time";

test("a wall-clock time in a zone gets the zone's offset of that day, summer or winter", () => {
  expect(wallTimeToInstant("2026-07-01T18:30", "Europe/Paris")).toBe("2026-07-01T18:30:00+02:00");
  expect(wallTimeToInstant("2026-12-01T18:30", "Europe/Paris")).toBe("2026-12-01T18:30:00+01:00");
  expect(wallTimeToInstant("2026-12-01T09:00", "America/Montreal")).toBe("2026-12-01T09:00:00-05:00");
  expect(wallTimeToInstant("2026-12-01T09:00", "UTC")).toBe("2026-12-01T09:00:00+00:00");
});

test("text that is not a wall-clock time, or an unknown zone, is left for the schema to refuse", () => {
  expect(wallTimeToInstant("demain", "Europe/Paris")).toBe("demain");
  expect(wallTimeToInstant("2026-12-01T09:00", "Mars/Olympus")).toBe("2026-12-01T09:00");
});

test("an instant reads back as the wall-clock time of its zone", () => {
  expect(instantToWallTime("2026-07-01T16:30:00.000Z", "Europe/Paris")).toBe("2026-07-01T18:30");
  expect(instantToWallTime(wallTimeToInstant("2026-03-29T03:15", "Europe/Madrid"), "Europe/Madrid")).toBe("2026-03-29T03:15");
  expect(instantToWallTime("", "Europe/Paris")).toBe("");
});

test("a time the clocks skip in spring is the one they show after the skip; one they show twice in autumn is its second, after the clocks went back", () => {
  expect(wallTimeToInstant("2026-03-29T02:30", "Europe/Paris")).toBe("2026-03-29T03:30:00+02:00");
  expect(wallTimeToInstant("2026-10-25T02:30", "Europe/Paris")).toBe("2026-10-25T02:30:00+01:00");
  expect(wallTimeToInstant("2026-03-08T02:30", "America/New_York")).toBe("2026-03-08T03:30:00-04:00");
});

test("a weekly 19:00 in Paris stays 19:00 across the change of clocks, its offset following", () => {
  expect(wallTimeToInstant("2026-03-26T19:00", "Europe/Paris")).toBe("2026-03-26T19:00:00+01:00");
  expect(wallTimeToInstant("2026-04-02T19:00", "Europe/Paris")).toBe("2026-04-02T19:00:00+02:00");
  expect(instantToWallTime("2026-04-02T17:00:00.000Z", "Europe/Paris")).toBe("2026-04-02T19:00");
});
