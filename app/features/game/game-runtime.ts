import * as v from "valibot";
import { createActor, fromPromise } from "xstate";
import { gameMachine } from "#machines/game/game.machine";
import { GameAlreadyPlayed, type CheckInput, type CheckResult, type Guess, type ScoreInput, type ScoreResult } from "#machines/game/game.types";
import { ApiError, type ApiClient } from "~/lib/api-client";
import { BoardSchema, GuessAnswerSchema, PlayerStateSchema, ScoreAnswerSchema, type Puzzle } from "./game.schema";
import { readGameSettings } from "./game-settings";
import { readSavedGame, writeSavedGame } from "./game-storage";

/** Answers that say today's game is over for this player on the server (another tab or device). */
const isOver = (error: unknown) => error instanceof ApiError && (error.code === "game_over" || error.code === "already_scored");

async function serverGame(api: ApiClient, day: string | null) {
  try {
    return v.parse(PlayerStateSchema, await api.get(day === null ? "/game/me" : `/game/me?day=${day}`)).today;
  } catch {
    return null;
  }
}

/**
 * The game of today (or of an archive day, `archive`) for this browser, loaded after hydration: the stored game,
 * unless the server knows of more (a game played further or scored on another device of the account, or after
 * storage was cleared). An archive day's game is never scored: at its end the server tells a lost game's word.
 */
export async function createGameActor(api: ApiClient, puzzle: Puzzle, archive = false) {
  const day = archive ? puzzle.date : null;
  const stored = readSavedGame(puzzle.id);
  const server = await serverGame(api, day);
  const guesses: Guess[] = server && server.guesses.length > (stored?.guesses.length ?? 0) ? server.guesses : (stored?.guesses ?? []);
  const machine = gameMachine.provide({
    actors: {
      checkGuess: fromPromise<CheckResult, CheckInput>(async ({ input }) => {
        try {
          const answer = v.parse(GuessAnswerSchema, await api.post("/game/word/valid", day === null ? { word: input.word } : { word: input.word, day }));
          return answer.valid ? { valid: true, word: answer.word, marks: answer.marks } : { valid: false };
        } catch (error) {
          throw isOver(error) ? new GameAlreadyPlayed() : error;
        }
      }),
      recordScore: fromPromise<ScoreResult, ScoreInput>(async ({ input }) => {
        if (day !== null) return { answer: (await serverGame(api, day))?.answer ?? null };
        const seconds = Math.min(86_400, Math.max(0, Math.round((Date.now() - input.startedAt) / 1000)));
        try {
          const answer = v.parse(ScoreAnswerSchema, await api.post("/game/score", { tries: input.tries, won: input.won, seconds }));
          return { answer: answer.answer ?? null };
        } catch (error) {
          throw isOver(error) ? new GameAlreadyPlayed() : error;
        }
      }),
    },
    actions: { saveGame: (_, game) => writeSavedGame(game, { day: puzzle.date, maxTries: puzzle.maxTries, archive }) },
  });
  return createActor(machine, {
    input: {
      puzzleId: puzzle.id,
      length: puzzle.length,
      maxTries: puzzle.maxTries,
      guesses,
      startedAt: stored?.startedAt ?? Date.now(),
      scored: (stored?.scored ?? false) || (server?.scored ?? false),
      answer: stored?.answer ?? server?.answer ?? null,
      // A game already started keeps the mode it was started in; a new one takes the player's setting.
      hardMode: guesses.length > 0 && stored ? stored.hardMode : readGameSettings().hardMode,
    },
  });
}

/** POST /game/winner: the name as the board shows it, and the board with it. */
export async function submitWinnerName(api: ApiClient, name: string) {
  return v.parse(v.object({ name: v.string(), board: BoardSchema }), await api.post("/game/winner", { name }));
}
