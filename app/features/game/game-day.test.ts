import { expect, test } from "vitest";
import { parisDay, puzzleCacheControl, puzzleNumber } from "./game-day";

test("the game's day is the day in Paris, summer and winter", () => {
  expect(parisDay(new Date("2026-11-24T22:59:59Z"))).toBe("2026-11-24");
  expect(parisDay(new Date("2026-11-24T23:00:00Z"))).toBe("2026-11-25");
  expect(parisDay(new Date("2026-07-14T21:59:59Z"))).toBe("2026-07-14");
  expect(parisDay(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
});

test("puzzles are numbered by day from 1", () => {
  expect(puzzleNumber("2024-01-01")).toBe(1);
  expect(puzzleNumber("2024-01-02")).toBe(2);
  expect(puzzleNumber("2026-11-24")).toBe(1059);
});

test("a public answer is never shared past midnight in Paris", () => {
  expect(puzzleCacheControl(new Date("2026-11-24T12:00:00Z"), 60)).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  expect(puzzleCacheControl(new Date("2026-11-24T22:58:00Z"), 60)).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
  expect(puzzleCacheControl(new Date("2026-11-24T22:59:30Z"), 60)).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=0");
});
