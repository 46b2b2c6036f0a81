import { Hono, type Context } from "hono";
import { hasSessionCookie } from "~/features/accounts/auth/session.server";
import { playerOf, playerOrNew } from "~/features/game/game-player.server";
import { isPlayableDay, parisDay, puzzleCacheControl } from "~/features/game/game-day";
import { GuessBodySchema, PuzzleQuerySchema, RoundsQuerySchema, ScoreBodySchema, WinnerBodySchema } from "~/features/game/game.schema";
import { checkGuess, GAME_RATE_LIMITS, nameWinner, playedDays, playerState, puzzleOf, recordScore, todayBoard } from "~/features/game/game.server";
import { WINNER_NAME_MAX, WORD_LENGTH } from "~/features/game/word";
import { publicCache } from "./cache-headers";
import { apiError } from "./errors";
import { parseBody, parseQuery } from "./query";
import { enforceRateLimit } from "./rate-limit";
import { optionalUser } from "./session";

type GameContext = Context<{ Bindings: Env }>;

/** Public game answers are shared briefly, and never past midnight in Paris, when the puzzle changes. */
function cacheUntilNextPuzzle(c: GameContext, seconds: number) {
  publicCache(c, seconds);
  const personal = c.req.header("authorization") !== undefined || hasSessionCookie(c.req.raw);
  if (!personal) c.header("Cache-Control", puzzleCacheControl(new Date(), seconds));
}

/** Who plays: the session's user, else the anonymous game cookie (docs/product.md "The word game"). */
async function requestPlayer(c: GameContext) {
  return playerOf(c.req.raw, (await optionalUser(c))?.id ?? null);
}

/** Each failure of a use-case: its status, code and message. */
const ERRORS = {
  not_letters: [400, "invalid_word_letters", "Invalid word: letters A to Z only (accents are ignored)."],
  wrong_length: [400, "invalid_word_length", `Invalid word: it must have exactly ${WORD_LENGTH} letters.`],
  no_puzzle: [404, "no_puzzle", "There is no puzzle to play that day: today's, or an earlier day's from puzzle 1 on."],
  game_over: [409, "game_over", "Your game of today is over: no more guesses."],
  game_not_finished: [409, "game_not_finished", "Finish today's game before recording its score."],
  score_mismatch: [409, "score_mismatch", "The tries or the outcome differ from the guesses the server checked."],
  already_scored: [409, "already_scored", "Your score of today is already recorded."],
  control_characters: [400, "invalid_name", "Invalid name: control characters are not allowed."],
  empty: [400, "invalid_name", "Invalid name: it is empty once markup is removed."],
  too_long: [400, "invalid_name", `Invalid name: ${WINNER_NAME_MAX} characters at most.`],
  not_a_winner: [403, "not_a_winner", "Only a player who won today's game can name themselves on the board."],
} as const;

function gameError(failure: keyof typeof ERRORS) {
  const [status, code, message] = ERRORS[failure];
  return apiError(status, code, message);
}

/**
 * The daily word game (docs/product.md §7 "Game"). The answer never leaves the server before the player's
 * game is over: guesses are checked here, and a lost game's word is told only then.
 */
export const gameApi = new Hono<{ Bindings: Env }>()
  .get("/word", async (c) => {
    const { day } = parseQuery(c, PuzzleQuerySchema);
    const now = new Date();
    const puzzle = await puzzleOf(c.env.DB, now, day);
    if (puzzle === null) throw gameError("no_puzzle");
    // An archive day's puzzle never changes; today's changes at midnight.
    if (puzzle.date === parisDay(now)) cacheUntilNextPuzzle(c, 60);
    else publicCache(c, 3600);
    return c.json(puzzle);
  })
  .post("/word/valid", async (c) => {
    await enforceRateLimit(c, "game-guess", GAME_RATE_LIMITS.guess);
    const { word, day } = await parseBody(c, GuessBodySchema);
    const now = new Date();
    if (day !== undefined && !isPlayableDay(day, now)) throw gameError("no_puzzle");
    const player = playerOrNew(c.req.raw, (await optionalUser(c))?.id ?? null);
    if (player.newCookie) c.header("Set-Cookie", player.newCookie, { append: true });
    const result = await checkGuess(c.env.DB, player.key, word, now, day);
    if (!result.ok) throw gameError(result.failure);
    c.header("Cache-Control", "private, no-store");
    return c.json(result.answer);
  })
  .post("/score", async (c) => {
    await enforceRateLimit(c, "game-score", GAME_RATE_LIMITS.score);
    const body = await parseBody(c, ScoreBodySchema);
    const player = await requestPlayer(c);
    if (player === null) throw gameError("game_not_finished");
    const result = await recordScore(c.env.DB, player, body);
    if (!result.ok) throw gameError(result.failure);
    return c.json({ recorded: true, answer: result.answer }, 201);
  })
  .post("/winner", async (c) => {
    await enforceRateLimit(c, "game-winner", GAME_RATE_LIMITS.winner);
    const { name } = await parseBody(c, WinnerBodySchema);
    const player = await requestPlayer(c);
    const result = await nameWinner(c.env.DB, player?.key ?? null, name);
    if (!result.ok) throw gameError(result.failure);
    // The board with the new name, fresh from D1: GET /winners may be a cached copy for a little while.
    return c.json({ name: result.name, board: await todayBoard(c.env.DB) });
  })
  .get("/winners", async (c) => {
    cacheUntilNextPuzzle(c, 30);
    return c.json(await todayBoard(c.env.DB));
  })
  .get("/me", async (c) => {
    const { day } = parseQuery(c, PuzzleQuerySchema);
    const now = new Date();
    if (day !== undefined && !isPlayableDay(day, now)) throw gameError("no_puzzle");
    const player = await requestPlayer(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await playerState(c.env.DB, player, now, day));
  })
  .get("/me/rounds", async (c) => {
    const { month } = parseQuery(c, RoundsQuerySchema);
    const player = await requestPlayer(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await playedDays(c.env.DB, player?.key ?? null, month));
  });
