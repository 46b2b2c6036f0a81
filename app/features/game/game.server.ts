import { newRecordId } from "~/lib/record-id";
import { archiveDays } from "./archive-month";
import { isPlayableDay, parisDay, puzzleNumber } from "./game-day";
import { addGuess, findRound, findWordOfDay, hasScore, insertScore, isInDictionary, listBoard, listHistory, listRounds, setWinnerName } from "./game.db.server";
import type { Board, CheckedGuess, GuessAnswer, PlayedDays, PlayerState, Puzzle, RoundRow, ScoreBody } from "./game.schema";
import { computeStats } from "./game-stats";
import { cleanWinnerName, type NameProblem } from "./winner-name";
import { isWinningMarks, markGuess, MAX_TRIES, readGuess, WORD_LENGTH, type WordProblem } from "./word";

/** Lines of the day's board. */
export const BOARD_SIZE = 20;

/** Limits per client address (docs/architecture.md §5 "Rate limits"): checked guesses, and board names. */
export const GAME_RATE_LIMITS = {
  guess: { limit: 120, windowSeconds: 600 },
  /** A score is one per player and day; a client address may hold a few players (a household, a class). */
  score: { limit: 30, windowSeconds: 600 },
  winner: { limit: 5, windowSeconds: 600 },
};

/**
 * The puzzle of `day` (today's in Paris when absent, else one of the archive's), or null for a day that has none
 * to play (to come, before puzzle 1) or when no word is scheduled at all. Never the answer.
 */
export async function puzzleOf(db: D1Database, now = new Date(), day = parisDay(now)): Promise<Puzzle | null> {
  if (!isPlayableDay(day, now)) return null;
  const id = puzzleNumber(day);
  return (await findWordOfDay(db, day, id)) === null ? null : { id, date: day, length: WORD_LENGTH, maxTries: MAX_TRIES };
}

/** Today's puzzle (Paris day), or null when no word is scheduled at all. */
export const todayPuzzle = (db: D1Database, now = new Date()) => puzzleOf(db, now);

type Failure<T extends string> = { ok: false; failure: T };

/**
 * Checks a guess against the word of `day` (today's, or an earlier one of the archive) on the server: a word
 * outside the dictionary costs no try; an accepted one is added to the player's round of that day, which ends at
 * a win or at MAX_TRIES.
 */
export async function checkGuess(
  db: D1Database,
  player: string,
  input: string,
  now = new Date(),
  day = parisDay(now),
): Promise<{ ok: true; answer: GuessAnswer } | Failure<WordProblem | "no_puzzle" | "game_over">> {
  const guess = readGuess(input);
  if (!guess.ok) return { ok: false, failure: guess.problem };
  if (!isPlayableDay(day, now)) return { ok: false, failure: "no_puzzle" };
  const answer = await findWordOfDay(db, day, puzzleNumber(day));
  if (answer === null) return { ok: false, failure: "no_puzzle" };
  if (guess.word !== answer && !(await isInDictionary(db, guess.word))) return { ok: true, answer: { valid: false, word: guess.word } };
  const marks = markGuess(guess.word, answer);
  const won = isWinningMarks(marks);
  const round = await addGuess(db, { day, player, word: guess.word, won, maxTries: MAX_TRIES });
  if (round === null) return { ok: false, failure: "game_over" };
  const status = round.won ? "won" : round.tries >= MAX_TRIES ? "lost" : "playing";
  return { ok: true, answer: { valid: true, word: guess.word, marks, tries: round.tries, status } };
}

const isFinished = (round: RoundRow) => round.won || round.tries >= MAX_TRIES;
const elapsedSeconds = (round: RoundRow) => Math.max(0, Math.round((Date.parse(round.finished_at ?? round.started_at) - Date.parse(round.started_at)) / 1000));

/**
 * Records the player's finished game of today, once (the unique index). The tries and outcome must be the
 * ones the server checked; the time is the browser's, but never shorter than the server saw between the
 * first and the last guess. The answer is told only for a lost game: the game is over for this player.
 */
export async function recordScore(
  db: D1Database,
  player: { key: string; userId: string | null },
  body: ScoreBody,
  now = new Date(),
): Promise<{ ok: true; answer?: string } | Failure<"game_not_finished" | "score_mismatch" | "already_scored">> {
  const day = parisDay(now);
  const round = await findRound(db, day, player.key);
  if (round === null || !isFinished(round)) return { ok: false, failure: "game_not_finished" };
  if (body.tries !== round.tries || body.won !== round.won) return { ok: false, failure: "score_mismatch" };
  const seconds = Math.max(body.seconds, elapsedSeconds(round));
  const inserted = await insertScore(db, { id: newRecordId(), day, player: player.key, userId: player.userId, tries: round.tries, seconds, won: round.won });
  if (!inserted) return { ok: false, failure: "already_scored" };
  if (round.won) return { ok: true };
  return { ok: true, answer: (await findWordOfDay(db, day, puzzleNumber(day))) ?? undefined };
}

/** Puts a name on today's board for a player who won today. */
export async function nameWinner(
  db: D1Database,
  player: string | null,
  input: string,
  now = new Date(),
): Promise<{ ok: true; name: string } | Failure<NameProblem | "not_a_winner">> {
  const cleaned = cleanWinnerName(input);
  if (!cleaned.ok) return { ok: false, failure: cleaned.problem };
  if (player === null || !(await setWinnerName(db, parisDay(now), player, cleaned.name))) return { ok: false, failure: "not_a_winner" };
  return { ok: true, name: cleaned.name };
}

/** Today's board: named winners, fewest tries, then fastest. */
export async function todayBoard(db: D1Database, now = new Date()): Promise<Board> {
  const date = parisDay(now);
  const rows = await listBoard(db, date, BOARD_SIZE);
  return { date, data: rows.map((row, i) => ({ rank: i + 1, ...row })) };
}

/**
 * The player's game of `day` (today's unless an archive day is asked for), to restore it on any device, and
 * statistics from their recorded scores (today's games only: the archive's are never scored).
 */
export async function playerState(
  db: D1Database,
  player: { key: string; userId: string | null } | null,
  now = new Date(),
  day = parisDay(now),
): Promise<PlayerState> {
  const [round, scored, history] =
    player === null ? [null, false, []] : await Promise.all([findRound(db, day, player.key), hasScore(db, day, player.key), listHistory(db, player.key)]);
  const stats = computeStats(
    history.map((row) => ({ day: row.day, tries: row.tries, won: row.winner })),
    parisDay(now),
  );
  const kind = player === null ? "none" : player.userId === null ? "anonymous" : "user";
  if (round === null) return { player: kind, today: { status: "new", guesses: [], scored, answer: undefined }, stats };
  const answer = (await findWordOfDay(db, day, puzzleNumber(day))) ?? "";
  const guesses: CheckedGuess[] = round.guesses
    .split(" ")
    .filter(Boolean)
    .map((word) => ({ word, marks: markGuess(word, answer) }));
  const status = round.won ? "won" : round.tries >= MAX_TRIES ? "lost" : "playing";
  return { player: kind, today: { status, guesses, scored, answer: status === "lost" ? answer : undefined }, stats };
}

/** How the player's games of `month` in the archive stand (the days they guessed anything). */
export async function playedDays(db: D1Database, player: string | null, month: string, now = new Date()): Promise<PlayedDays> {
  const days = archiveDays(month, now);
  if (player === null || days.length === 0) return { month, data: [] };
  const rounds = await listRounds(db, player, days);
  return {
    month,
    data: rounds.map((round) => ({ day: round.day, tries: round.tries, status: round.won ? "won" : round.tries >= MAX_TRIES ? "lost" : "playing" })),
  };
}
