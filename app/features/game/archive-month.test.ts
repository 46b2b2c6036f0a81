import { expect, test } from "vitest";
import { archiveDays, archiveMonth, lastArchiveDay } from "./archive-month";
import { isPlayableDay } from "./game-day";

// 00:30 in Paris on 1 March 2026 is still 28 February in UTC: the archive follows Paris.
const SPRING = new Date("2026-02-28T23:30:00Z");

test("the archive ends yesterday in Paris, and its latest month is yesterday's", () => {
  expect(lastArchiveDay(SPRING)).toBe("2026-02-28");
  expect(archiveMonth(null, SPRING)).toEqual({ month: "2026-02", previous: "2026-01", next: null });
  expect(archiveMonth(null, new Date("2026-03-01T12:00:00Z"))).toEqual({ month: "2026-02", previous: "2026-01", next: null });
  expect(archiveMonth(null, new Date("2026-03-02T12:00:00Z"))).toEqual({ month: "2026-03", previous: "2026-02", next: null });
});

test("a month of the archive links its neighbours; its first month has no previous, and months outside it are none", () => {
  expect(archiveMonth("2024-01", SPRING)).toEqual({ month: "2024-01", previous: null, next: "2024-02" });
  expect(archiveMonth("2025-12", SPRING)).toEqual({ month: "2025-12", previous: "2025-11", next: "2026-01" });
  for (const month of ["2023-12", "2026-03", "2024-13", "2024-1", "janvier", ""]) expect(archiveMonth(month, SPRING), month).toBeNull();
  // On the day of puzzle 1 the archive is empty.
  expect(archiveMonth(null, new Date("2024-01-01T12:00:00Z"))).toBeNull();
});

test("a month's days are those that exist, before today, the latest first", () => {
  expect(archiveDays("2026-02", SPRING)).toHaveLength(28);
  expect(archiveDays("2026-02", SPRING)[0]).toBe("2026-02-28");
  expect(archiveDays("2024-02", SPRING)).toHaveLength(29);
  expect(archiveDays("2026-03", new Date("2026-03-04T12:00:00Z"))).toEqual(["2026-03-03", "2026-03-02", "2026-03-01"]);
  expect(archiveDays("2023-12", SPRING)).toEqual([]);
});

test("a day is playable from puzzle 1 to today in Paris; a day to come or that does not exist is not", () => {
  expect(isPlayableDay("2026-03-01", SPRING)).toBe(true);
  expect(isPlayableDay("2024-01-01", SPRING)).toBe(true);
  for (const day of ["2026-03-02", "2023-12-31", "2026-02-30", "2026-2-01", "hier"]) expect(isPlayableDay(day, SPRING), day).toBe(false);
});
