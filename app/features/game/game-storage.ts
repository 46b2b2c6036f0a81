import * as v from "valibot";
import type { SavedGame } from "#machines/game/game.types";
import { CheckedGuessSchema } from "./game.schema";
import type { PlayedGame } from "./game-stats";

/**
 * The game in this browser's local storage (docs/product.md §7 "Game"): today's game by puzzle number, so
 * a reload resumes it and the next day starts afresh, and the history of finished games for the statistics.
 * Whatever is stored is parsed before use; a value that no longer fits is ignored.
 */
const PREFIX = "game:v1:puzzle:";
const HISTORY_KEY = "game:v1:history";
/** Days of history kept: enough for any streak worth showing. */
const HISTORY_DAYS = 400;

const SavedGameSchema = v.object({
  puzzleId: v.number(),
  guesses: v.array(CheckedGuessSchema),
  startedAt: v.number(),
  scored: v.boolean(),
  answer: v.nullable(v.string()),
  // Games stored before hard mode existed were played without it.
  hardMode: v.optional(v.boolean(), false),
});
const HistorySchema = v.array(v.object({ day: v.string(), tries: v.number(), won: v.boolean() }));

function readJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the game goes on without surviving a reload.
  }
}

/** The stored game of puzzle `puzzleId`, if any. */
export function readSavedGame(puzzleId: number): SavedGame | null {
  const saved = v.safeParse(SavedGameSchema, readJson(`${PREFIX}${puzzleId}`));
  return saved.success && saved.output.puzzleId === puzzleId ? saved.output : null;
}

/** The finished games of this browser. */
export function readHistory(): PlayedGame[] {
  const history = v.safeParse(HistorySchema, readJson(HISTORY_KEY));
  return history.success ? history.output : [];
}

/**
 * Stores the game of `day`, drops other puzzles' games, and adds a finished game to the history once. An archive
 * day's game (`archive`) is stored beside today's, and stays out of the history: it makes no statistics.
 */
export function writeSavedGame(game: SavedGame, { day, maxTries, archive = false }: { day: string; maxTries: number; archive?: boolean }) {
  writeJson(`${PREFIX}${game.puzzleId}`, game);
  if (archive) return;
  try {
    for (let i = window.localStorage.length - 1; i >= 0; i--) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(PREFIX) && key !== `${PREFIX}${game.puzzleId}`) window.localStorage.removeItem(key);
    }
  } catch {
    // Nothing to clean when storage cannot be read.
  }
  const won = game.guesses.at(-1)?.marks.every((mark) => mark === "correct") ?? false;
  if (!won && game.guesses.length < maxTries) return;
  const history = readHistory().filter((entry) => entry.day !== day);
  writeJson(HISTORY_KEY, [...history, { day, tries: game.guesses.length, won }].slice(-HISTORY_DAYS));
}
