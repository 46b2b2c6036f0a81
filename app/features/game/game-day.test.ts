import { expect, test } from "vitest";
import { isNewPuzzleDay, parisDay, puzzleCacheControl, puzzleNumber, secondsUntilParisMidnight } from "./game-day";

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

test("a page open across midnight in Paris knows a new puzzle has come, and not before", () => {
  const opened = new Date("2026-11-24T20:00:00Z");
  expect(isNewPuzzleDay("2026-11-24", opened, new Date("2026-11-24T22:59:59Z"))).toBe(false);
  expect(isNewPuzzleDay("2026-11-24", opened, new Date("2026-11-24T23:00:00Z"))).toBe(true);
  expect(isNewPuzzleDay("2026-07-14", new Date("2026-07-14T08:00:00Z"), new Date("2026-07-14T22:00:01Z"))).toBe(true);
  expect(isNewPuzzleDay("2026-11-24", opened, new Date("2026-11-27T09:00:00Z"))).toBe(true);
});

test("a browser whose clock runs ahead of the server's is not told of a puzzle the server does not have yet", () => {
  // The server still serves the 24th's puzzle; the browser's clock already says the 25th.
  const opened = new Date("2026-11-24T23:30:00Z");
  expect(isNewPuzzleDay("2026-11-24", opened, new Date("2026-11-25T12:00:00Z"))).toBe(false);
  expect(isNewPuzzleDay("2026-11-24", opened, new Date("2026-11-25T23:00:00Z"))).toBe(true);
});

test("the next midnight in Paris is never early", () => {
  expect(secondsUntilParisMidnight(new Date("2026-11-24T22:59:00Z"))).toBe(60);
  expect(secondsUntilParisMidnight(new Date("2026-11-24T22:59:59.500Z"))).toBe(1);
  expect(secondsUntilParisMidnight(new Date("2026-07-14T21:00:00Z"))).toBe(3600);
});
