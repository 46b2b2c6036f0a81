import * as v from "valibot";
import { isCalendarDate } from "~/lib/calendar-date";
import { WellFormedText } from "~/lib/user-text.schema";
import { MAX_TRIES, WINNER_NAME_TYPED_MAX, WORD_LENGTH } from "./word";

/** The longest game the board records: a day. */
const MAX_SECONDS = 86_400;

const Mark = v.picklist(["correct", "present", "absent"]);

/** A puzzle's day, 'YYYY-MM-DD' (Paris): today's when absent; an earlier one plays the archive. */
const PuzzleDay = v.pipe(v.string(), v.isoDate("A puzzle's day is written YYYY-MM-DD."), v.check(isCalendarDate, "This day does not exist."));

/**
 * POST /game/word/valid: the guess as typed; its letters are checked by readGuess (400 with a clear code). `day`
 * plays an earlier puzzle of the archive.
 */
export const GuessBodySchema = v.object({ word: v.pipe(v.string(), v.maxLength(64)), day: v.optional(PuzzleDay) });

/** GET /game/word and GET /game/me: today's puzzle, or the archive's of `day`. */
export const PuzzleQuerySchema = v.object({ day: v.optional(PuzzleDay) });

/** GET /game/me/rounds: the player's games of a month of the archive, 'YYYY-MM'. */
export const RoundsQuerySchema = v.object({ month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "A month is written YYYY-MM.")) });

/** GET /game/me/rounds: each day of the month the player guessed anything, and how that game stands. */
export const PlayedDaysSchema = v.object({
  month: v.string(),
  data: v.array(v.object({ day: v.string(), status: v.picklist(["playing", "won", "lost"]), tries: v.number() })),
});
export type PlayedDays = v.InferOutput<typeof PlayedDaysSchema>;

/** POST /game/score: a finished game as the player's browser saw it. */
export const ScoreBodySchema = v.object({
  tries: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_TRIES)),
  seconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SECONDS)),
  won: v.boolean(),
});
export type ScoreBody = v.InferOutput<typeof ScoreBodySchema>;

/**
 * POST /game/winner: the name as typed, in NFC; markup and control characters are handled by cleanWinnerName
 * (its own error codes), lone surrogates refused here.
 */
export const WinnerBodySchema = v.object({
  name: v.pipe(WellFormedText, v.maxLength(WINNER_NAME_TYPED_MAX)),
});

/** GET /game/word: today's puzzle, never its answer. */
export const PuzzleSchema = v.object({ id: v.number(), date: v.string(), length: v.literal(WORD_LENGTH), maxTries: v.literal(MAX_TRIES) });
export type Puzzle = v.InferOutput<typeof PuzzleSchema>;

/** A checked guess: the folded word and its marks. */
export const CheckedGuessSchema = v.object({ word: v.string(), marks: v.array(Mark) });
export type CheckedGuess = v.InferOutput<typeof CheckedGuessSchema>;

/** POST /game/word/valid: a word outside the dictionary costs no try; a word in it is marked. */
export const GuessAnswerSchema = v.union([
  v.object({ valid: v.literal(false), word: v.string() }),
  v.object({ valid: v.literal(true), word: v.string(), marks: v.array(Mark), tries: v.number(), status: v.picklist(["playing", "won", "lost"]) }),
]);
export type GuessAnswer = v.InferOutput<typeof GuessAnswerSchema>;

/** POST /game/score: the answer is told only once a game is lost (a won game shows it already). */
export const ScoreAnswerSchema = v.object({ recorded: v.literal(true), answer: v.optional(v.string()) });

/** A line of the day's board. */
export const BoardLineSchema = v.object({ rank: v.number(), name: v.string(), tries: v.number(), seconds: v.number() });
export type BoardLine = v.InferOutput<typeof BoardLineSchema>;
export const BoardSchema = v.object({ date: v.string(), data: v.array(BoardLineSchema) });
export type Board = v.InferOutput<typeof BoardSchema>;

const StatsSchema = v.object({
  played: v.number(),
  wins: v.number(),
  currentStreak: v.number(),
  maxStreak: v.number(),
  distribution: v.array(v.number()),
});

/** GET /game/me: the player's game of today and statistics (the account's, for a logged-in player). */
export const PlayerStateSchema = v.object({
  player: v.picklist(["user", "anonymous", "none"]),
  today: v.object({
    status: v.picklist(["new", "playing", "won", "lost"]),
    guesses: v.array(CheckedGuessSchema),
    scored: v.boolean(),
    answer: v.optional(v.string()),
  }),
  stats: StatsSchema,
});
export type PlayerState = v.InferOutput<typeof PlayerStateSchema>;

/** A game_rounds row of a month's list. */
export const DayRoundRowSchema = v.object({
  day: v.string(),
  tries: v.number(),
  won: v.pipe(
    v.number(),
    v.transform((flag) => flag === 1),
  ),
});

/** A game_rounds row. */
export const RoundRowSchema = v.object({
  guesses: v.string(),
  tries: v.number(),
  won: v.pipe(
    v.number(),
    v.transform((flag) => flag === 1),
  ),
  started_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type RoundRow = v.InferOutput<typeof RoundRowSchema>;

/** A game_scores row of the board. */
export const BoardRowSchema = v.object({ name: v.string(), tries: v.number(), seconds: v.number() });

/** A game_scores row of a player's history. */
export const HistoryRowSchema = v.object({
  day: v.string(),
  tries: v.number(),
  winner: v.pipe(
    v.number(),
    v.transform((flag) => flag === 1),
  ),
});
