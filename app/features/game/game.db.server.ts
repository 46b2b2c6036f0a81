import * as v from "valibot";
import { BoardRowSchema, DayRoundRowSchema, HistoryRowSchema, RoundRowSchema } from "./game.schema";

const WordSchema = v.nullable(v.string());

/**
 * The word of `day`; when the schedule has none, a scheduled word chosen by the puzzle number, so the game
 * goes on past the end of the schedule. Null only when no word is scheduled at all.
 */
export async function findWordOfDay(db: D1Database, day: string, puzzle: number): Promise<string | null> {
  const exact = v.parse(WordSchema, await db.prepare("SELECT word FROM game_words WHERE day = ?").bind(day).first("word"));
  if (exact !== null) return exact;
  const fallback = await db
    .prepare("SELECT word FROM game_words ORDER BY day LIMIT 1 OFFSET ?1 % (SELECT max(count(*), 1) FROM game_words)")
    .bind(puzzle)
    .first("word");
  return v.parse(WordSchema, fallback);
}

/** Whether `word` (folded) is an accepted guess. */
export async function isInDictionary(db: D1Database, word: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS found FROM game_dictionary WHERE word = ?").bind(word).first("found")) !== null;
}

/**
 * Adds an accepted guess to the player's round of `day` (created at the first one), in one transaction: the
 * update's condition keeps the round to MAX_TRIES guesses and closes it at a win. Null when the round was
 * already over.
 */
export async function addGuess(
  db: D1Database,
  { day, player, word, won, maxTries }: { day: string; player: string; word: string; won: boolean; maxTries: number },
) {
  const [, updated] = await db.batch([
    db.prepare("INSERT INTO game_rounds (day, player) VALUES (?, ?) ON CONFLICT (day, player) DO NOTHING").bind(day, player),
    db
      .prepare(
        `UPDATE game_rounds SET guesses = trim(guesses || ' ' || ?3), tries = tries + 1, won = ?4,
           finished_at = CASE WHEN ?4 = 1 OR tries + 1 >= ?5 THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END
         WHERE day = ?1 AND player = ?2 AND won = 0 AND tries < ?5
         RETURNING guesses, tries, won, started_at, finished_at`,
      )
      .bind(day, player, word, won ? 1 : 0, maxTries),
  ]);
  const row = updated?.results[0];
  return row === undefined ? null : v.parse(RoundRowSchema, row);
}

/** The player's round of `day`, if they guessed anything. */
export async function findRound(db: D1Database, day: string, player: string) {
  const row = await db.prepare("SELECT guesses, tries, won, started_at, finished_at FROM game_rounds WHERE day = ? AND player = ?").bind(day, player).first();
  return row === null ? null : v.parse(RoundRowSchema, row);
}

/** The player's rounds of `days` (a month at most: one primary-key lookup each). */
export async function listRounds(db: D1Database, player: string, days: readonly string[]) {
  const { results } = await db
    .prepare("SELECT day, tries, won FROM game_rounds WHERE day IN (SELECT value FROM json_each(?1)) AND player = ?2 ORDER BY day")
    .bind(JSON.stringify(days), player)
    .all();
  return results.map((row) => v.parse(DayRoundRowSchema, row));
}

type NewScore = { id: string; day: string; player: string; userId: string | null; tries: number; seconds: number; won: boolean };

/** Records a finished game; false when the player already has a score that day (the unique index). */
export async function insertScore(db: D1Database, score: NewScore): Promise<boolean> {
  const inserted = await db
    .prepare(
      `INSERT INTO game_scores (id, day, user_id, player, name, tries, seconds, winner) VALUES (?, ?, ?, ?, '', ?, ?, ?)
       ON CONFLICT (player, day) DO NOTHING RETURNING id`,
    )
    .bind(score.id, score.day, score.userId, score.player, score.tries, score.seconds, score.won ? 1 : 0)
    .first("id");
  return inserted !== null;
}

/** Whether the player has a score for `day`. */
export async function hasScore(db: D1Database, day: string, player: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS found FROM game_scores WHERE player = ? AND day = ?").bind(player, day).first("found")) !== null;
}

/** Puts the winner's name on the board of `day`; false when the player has no winning score that day. */
export async function setWinnerName(db: D1Database, day: string, player: string, name: string): Promise<boolean> {
  const updated = await db
    .prepare("UPDATE game_scores SET name = ? WHERE player = ? AND day = ? AND winner = 1 RETURNING id")
    .bind(name, player, day)
    .first("id");
  return updated !== null;
}

/** The board of `day`: named winners (not hidden by an admin), fewest tries first, then fastest, then first to finish. */
export async function listBoard(db: D1Database, day: string, limit: number) {
  const { results } = await db
    .prepare(
      "SELECT name, tries, seconds FROM game_scores WHERE day = ? AND winner = 1 AND name <> '' AND hidden = 0 ORDER BY tries, seconds, created_at LIMIT ?",
    )
    .bind(day, limit)
    .all();
  return v.parse(v.array(BoardRowSchema), results);
}

/** The player's scores, newest first (enough for any streak a person plays). */
export async function listHistory(db: D1Database, player: string) {
  const { results } = await db.prepare("SELECT day, tries, winner FROM game_scores WHERE player = ? ORDER BY day DESC LIMIT 1000").bind(player).all();
  return v.parse(v.array(HistoryRowSchema), results);
}
