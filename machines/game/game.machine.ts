import { assign, fromPromise, setup } from "xstate";
import {
  GameAlreadyPlayed,
  type CheckInput,
  type CheckResult,
  type GameContext,
  type GameEvent,
  type GameInput,
  type SavedGame,
  type ScoreInput,
  type ScoreResult,
} from "./game.types";
import { hardModeProblem } from "./hard-mode";

const unprovided = (name: string) => async (): Promise<never> => {
  throw new Error(`provide the ${name} actor`);
};

const saved = ({ context }: { context: GameContext }): SavedGame => ({
  puzzleId: context.puzzleId,
  guesses: context.guesses,
  startedAt: context.startedAt,
  scored: context.scored,
  answer: context.answer,
  hardMode: context.hardMode,
});

const scoreInput =
  (won: boolean) =>
  ({ context }: { context: GameContext }): ScoreInput => ({ puzzleId: context.puzzleId, tries: context.guesses.length, won, startedAt: context.startedAt });

/**
 * Today's word game (docs/product.md §7 "Game"): the player types letters into the current row (TYPE, ERASE)
 * and SUBMITs it; `checkGuess` asks the server (a word outside the dictionary costs no try); a win or the last
 * try ends the game, whose score `recordScore` records once (a lost game's word comes back then; a failure
 * can be retried). A game restored from the browser resumes where it was; a game the server counts as over
 * or scored already (another tab or device) is already-played. `saveGame` keeps the game in the browser
 * after every change. In hard mode (`hardMode`, chosen before the first guess) a guess that does not reuse what
 * earlier guesses revealed is refused before it is checked, with the rule it broke.
 */
export const gameMachine = setup({
  types: { input: {} as GameInput, context: {} as GameContext, events: {} as GameEvent },
  actors: {
    checkGuess: fromPromise<CheckResult, CheckInput>(unprovided("checkGuess")),
    recordScore: fromPromise<ScoreResult, ScoreInput>(unprovided("recordScore")),
  },
  actions: {
    saveGame: (_, _params: SavedGame) => {},
    typeLetter: assign(({ context }, params: { letter: string }) => ({ current: context.current + params.letter, message: null, broken: null })),
    eraseLetter: assign(({ context }) => ({ current: context.current.slice(0, -1), message: null, broken: null })),
    setHardMode: assign((_, params: { on: boolean }) => ({ hardMode: params.on })),
    tellHardMode: assign(({ context }) => ({ message: "hardMode" as const, broken: hardModeProblem(context.guesses, context.current) })),
    addGuess: assign(({ context }, params: { result: CheckResult }) => ({
      guesses: params.result.valid ? [...context.guesses, { word: params.result.word, marks: params.result.marks }] : context.guesses,
      current: "",
      message: null,
    })),
    rememberScore: assign(({ context }, params: ScoreResult) => ({ scored: true, message: null, answer: params.answer ?? context.answer })),
    tellTooShort: assign({ message: "tooShort" as const }),
    tellNotAWord: assign({ message: "notAWord" as const }),
    tellCheckFailed: assign({ message: "checkFailed" as const }),
    tellScoreFailed: assign({ message: "scoreFailed" as const }),
    clearMessage: assign({ message: null }),
  },
  guards: {
    isScored: ({ context }) => context.scored,
    isWon: ({ context }) => context.guesses.at(-1)?.marks.every((mark) => mark === "correct") ?? false,
    isLost: ({ context }) => context.guesses.length >= context.maxTries,
    canType: ({ context }, params: { letter: string }) => context.current.length < context.length && /^[A-Z]$/.test(params.letter),
    isRowIncomplete: ({ context }) => context.current.length < context.length,
    breaksHardMode: ({ context }) => context.hardMode && hardModeProblem(context.guesses, context.current) !== null,
    hasNoGuess: ({ context }) => context.guesses.length === 0,
    isNotAWord: (_, params: { result: CheckResult }) => !params.result.valid,
    isAlreadyPlayed: (_, params: { error: unknown }) => params.error instanceof GameAlreadyPlayed,
  },
}).createMachine({
  id: "game",
  context: ({ input }) => ({ ...input, current: "", message: null, broken: null }),
  initial: "restoring",
  states: {
    restoring: {
      always: [{ guard: "isScored", target: "alreadyPlayed" }, { guard: "isWon", target: "won" }, { guard: "isLost", target: "lost" }, { target: "playing" }],
    },
    playing: {
      on: {
        TYPE: {
          guard: { type: "canType", params: ({ event }) => ({ letter: event.letter }) },
          actions: { type: "typeLetter", params: ({ event }) => ({ letter: event.letter }) },
        },
        ERASE: { actions: "eraseLetter" },
        SUBMIT: [{ guard: "isRowIncomplete", actions: "tellTooShort" }, { guard: "breaksHardMode", actions: "tellHardMode" }, { target: "checking" }],
        // Chosen before the first guess, as in other word games: a game is played in one mode.
        HARD_MODE: {
          guard: "hasNoGuess",
          actions: [
            { type: "setHardMode", params: ({ event }) => ({ on: event.on }) },
            { type: "saveGame", params: saved },
          ],
        },
      },
    },
    checking: {
      invoke: {
        src: "checkGuess",
        input: ({ context }) => ({ puzzleId: context.puzzleId, word: context.current }),
        onDone: [
          { guard: { type: "isNotAWord", params: ({ event }) => ({ result: event.output }) }, target: "playing", actions: "tellNotAWord" },
          {
            target: "judging",
            actions: [
              { type: "addGuess", params: ({ event }) => ({ result: event.output }) },
              { type: "saveGame", params: saved },
            ],
          },
        ],
        onError: [
          { guard: { type: "isAlreadyPlayed", params: ({ event }) => ({ error: event.error }) }, target: "alreadyPlayed" },
          { target: "playing", actions: "tellCheckFailed" },
        ],
      },
    },
    judging: { always: [{ guard: "isWon", target: "won" }, { guard: "isLost", target: "lost" }, { target: "playing" }] },
    won: {
      initial: "recording",
      states: {
        recording: {
          invoke: {
            src: "recordScore",
            input: scoreInput(true),
            onDone: {
              target: "recorded",
              actions: [
                { type: "rememberScore", params: ({ event }) => event.output },
                { type: "saveGame", params: saved },
              ],
            },
            onError: [
              {
                guard: { type: "isAlreadyPlayed", params: ({ event }) => ({ error: event.error }) },
                target: "recorded",
                actions: [
                  { type: "rememberScore", params: { answer: null } },
                  { type: "saveGame", params: saved },
                ],
              },
              { target: "failed", actions: "tellScoreFailed" },
            ],
          },
        },
        failed: { on: { RETRY: { target: "recording", actions: "clearMessage" } } },
        recorded: {},
      },
    },
    lost: {
      initial: "recording",
      states: {
        recording: {
          invoke: {
            src: "recordScore",
            input: scoreInput(false),
            onDone: {
              target: "recorded",
              actions: [
                { type: "rememberScore", params: ({ event }) => event.output },
                { type: "saveGame", params: saved },
              ],
            },
            onError: [
              {
                guard: { type: "isAlreadyPlayed", params: ({ event }) => ({ error: event.error }) },
                target: "recorded",
                actions: [
                  { type: "rememberScore", params: { answer: null } },
                  { type: "saveGame", params: saved },
                ],
              },
              { target: "failed", actions: "tellScoreFailed" },
            ],
          },
        },
        failed: { on: { RETRY: { target: "recording", actions: "clearMessage" } } },
        recorded: {},
      },
    },
    /** Today's game was finished and scored before (this browser or another device): nothing more to play. */
    alreadyPlayed: {},
  },
});
