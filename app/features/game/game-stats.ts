import { millisecondsInDay } from "date-fns/constants";
import { MAX_TRIES } from "./word";

/** One finished game of a player's history. */
export type PlayedGame = { day: string; tries: number; won: boolean };

/** A player's statistics (docs/product.md §7 "Game"): shown on /game, from local storage or the account. */
export type GameStats = {
  played: number;
  wins: number;
  /** Days won in a row, up to `today` (a streak still counts while today is not played yet). */
  currentStreak: number;
  maxStreak: number;
  /** Wins by number of tries: index 0 is a win at the first try. */
  distribution: number[];
};

const dayIndex = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / millisecondsInDay);

/** The statistics of `games` (any order, one per day) as of `today` ('YYYY-MM-DD'). */
export function computeStats(games: readonly PlayedGame[], today: string): GameStats {
  const distribution = Array.from({ length: MAX_TRIES }, () => 0);
  const wonDays = new Set<number>();
  for (const game of games) {
    if (!game.won) continue;
    wonDays.add(dayIndex(game.day));
    if (game.tries >= 1 && game.tries <= MAX_TRIES) distribution[game.tries - 1] = (distribution[game.tries - 1] ?? 0) + 1;
  }
  let maxStreak = 0;
  for (const day of wonDays) {
    if (wonDays.has(day - 1)) continue;
    let length = 1;
    while (wonDays.has(day + length)) length += 1;
    maxStreak = Math.max(maxStreak, length);
  }
  const todayIndex = dayIndex(today);
  let currentStreak = 0;
  for (let day = wonDays.has(todayIndex) ? todayIndex : todayIndex - 1; wonDays.has(day); day -= 1) currentStreak += 1;
  return { played: games.length, wins: wonDays.size, currentStreak, maxStreak, distribution };
}
