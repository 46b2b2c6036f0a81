/** What a guessed letter tells (the API's marks, docs/product.md §7 "Game"). */
export type Mark = "correct" | "present" | "absent";

/** A checked guess: the word as the server folded it, and its marks. */
export type Guess = { word: string; marks: Mark[] };

/** The answer of the `checkGuess` actor: a word outside the dictionary, or a checked guess. */
export type CheckResult = { valid: false } | { valid: true; word: string; marks: Mark[] };

/** The input of the `checkGuess` actor. */
export type CheckInput = { puzzleId: number; word: string };

/** The input of the `recordScore` actor: the browser measures the time from `startedAt`. */
export type ScoreInput = { puzzleId: number; tries: number; won: boolean; startedAt: number };

/** The answer of the `recordScore` actor: a lost game's word, told once it is over. */
export type ScoreResult = { answer: string | null };

/**
 * What the game keeps in the browser for its puzzle (the `saveGame` action's params); `hardMode` when the game is
 * played in hard mode (hard-mode.ts).
 */
export type SavedGame = { puzzleId: number; guesses: Guess[]; startedAt: number; scored: boolean; answer: string | null; hardMode: boolean };

export type GameInput = SavedGame & { length: number; maxTries: number };

/** Why a guess breaks hard mode (hard-mode.ts): a letter found at its place moved, or a letter found elsewhere is missing. */
export type HardModeProblem = { rule: "keep"; letter: string; position: number } | { rule: "include"; letter: string };

/** A line of help under the grid, for the UI to translate; "hardMode" tells the context's `broken` rule. */
export type GameMessage = "tooShort" | "notAWord" | "checkFailed" | "scoreFailed" | "hardMode";

export type GameContext = GameInput & { current: string; message: GameMessage | null; broken: HardModeProblem | null };

/** HARD_MODE turns hard mode on or off, before the first guess only. */
export type GameEvent = { type: "TYPE"; letter: string } | { type: "ERASE" } | { type: "SUBMIT" } | { type: "RETRY" } | { type: "HARD_MODE"; on: boolean };

/** Thrown by the provided actors when the server says the game of today is already over or scored for this player. */
export class GameAlreadyPlayed extends Error {
  override readonly name = "GameAlreadyPlayed";
}
