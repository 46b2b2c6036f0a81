import { expect, test } from "vitest";
import { wallClockAt, wallClockOf, wallDate, wallMinute, wallOffset } from "./wall-clock";

test("an instant reads as the clocks of each zone show it, with the zone's offset that day", () => {
  const winter = wallClockAt(Date.parse("2026-01-15T23:30:00Z"), "Europe/Paris");
  expect([wallDate(winter), wallMinute(winter), wallOffset(winter)]).toEqual(["2026-01-16", "00:30", "+01:00"]);
  const summer = wallClockAt(new Date("2026-07-15T23:30:00Z"), "Europe/Paris");
  expect([wallDate(summer), wallMinute(summer), wallOffset(summer)]).toEqual(["2026-07-16", "01:30", "+02:00"]);
  const montreal = wallClockAt(new Date("2026-01-16T03:00:00Z"), "America/Montreal");
  expect([wallDate(montreal), wallMinute(montreal), wallOffset(montreal)]).toEqual(["2026-01-15", "22:00", "-05:00"]);
});

test("offsets of half and three quarters of an hour keep their minutes, west and east", () => {
  expect(wallOffset(wallClockAt(0, "Asia/Kolkata"))).toBe("+05:30");
  expect(wallOffset(wallClockAt(Date.parse("2026-01-01T00:00:00Z"), "America/St_Johns"))).toBe("-03:30");
  expect(wallOffset(wallClockAt(Date.parse("2026-01-01T00:00:00Z"), "Asia/Kathmandu"))).toBe("+05:45");
});

test("a wall-clock time names the instant the zone's clocks show it, skipped spring times moved past the skip", () => {
  const paris = wallClockOf(2026, 12, 1, 19, 0, "Europe/Paris");
  expect([wallDate(paris), wallMinute(paris), wallOffset(paris), paris.second]).toEqual(["2026-12-01", "19:00", "+01:00", 0]);
  const skipped = wallClockOf(2026, 3, 29, 2, 15, "Europe/Paris");
  expect([wallMinute(skipped), wallOffset(skipped)]).toEqual(["03:15", "+02:00"]);
});
