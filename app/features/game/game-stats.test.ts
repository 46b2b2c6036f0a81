import { expect, test } from "vitest";
import { computeStats } from "./game-stats";

test("no game gives zero everywhere", () => {
  expect(computeStats([], "2026-11-24")).toEqual({ played: 0, wins: 0, currentStreak: 0, maxStreak: 0, distribution: [0, 0, 0, 0, 0, 0] });
});

test("wins in a row make the streak; a loss or a missed day ends it", () => {
  const games = [
    { day: "2026-11-18", tries: 2, won: true },
    { day: "2026-11-19", tries: 6, won: false },
    { day: "2026-11-20", tries: 3, won: true },
    { day: "2026-11-21", tries: 3, won: true },
    { day: "2026-11-22", tries: 4, won: true },
    { day: "2026-11-23", tries: 1, won: true },
  ];
  expect(computeStats(games, "2026-11-23")).toEqual({ played: 6, wins: 5, currentStreak: 4, maxStreak: 4, distribution: [1, 1, 2, 1, 0, 0] });
  // Today not played yet: the streak of yesterday still counts; a day later it is over.
  expect(computeStats(games, "2026-11-24").currentStreak).toBe(4);
  expect(computeStats(games, "2026-11-25").currentStreak).toBe(0);
  expect(computeStats(games, "2026-11-25").maxStreak).toBe(4);
});
