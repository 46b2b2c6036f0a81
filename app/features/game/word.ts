/** The word game's rules (docs/product.md §7 "Game"): shared by the API, the machine's UI and the tests. */

/** Letters of the day's word. */
export const WORD_LENGTH = 5;
/** Guesses a player has per day. */
export const MAX_TRIES = 6;
/** Longest display name on the day's board, in characters, once markup is stripped. */
export const WINNER_NAME_MAX = 24;
/**
 * Longest name as typed, markup included: the field must not cut a tag short, or its text would reach the
 * board once its brackets are dropped.
 */
export const WINNER_NAME_TYPED_MAX = 200;

/** What a guessed letter tells: at its place, elsewhere in the word, or not (or no more) in it. */
export type LetterMark = "correct" | "present" | "absent";

/** Why a typed guess is not a word to check at all. */
export type WordProblem = "not_letters" | "wrong_length";

/**
 * A guess as the game compares it: accents ignored (é → E), ligatures spelled out (œ → OE), upper case,
 * surrounding spaces dropped. Anything that is not A–Z stays, so that it can be refused.
 */
export function foldWord(input: string): string {
  return input
    .trim()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/gi, "OE")
    .replace(/æ/gi, "AE")
    .toUpperCase();
}

/** The folded word, or why it cannot be a guess: letters A–Z only, exactly WORD_LENGTH of them. */
export function readGuess(input: string): { ok: true; word: string } | { ok: false; problem: WordProblem } {
  const word = foldWord(input);
  if (!/^[A-Z]*$/.test(word)) return { ok: false, problem: "not_letters" };
  if (word.length !== WORD_LENGTH) return { ok: false, problem: "wrong_length" };
  return { ok: true, word };
}

/**
 * The marks of `guess` against `answer` (both folded, same length), the usual way for repeated letters:
 * letters at their place are marked first; then, left to right, a letter is "present" only while the
 * answer still has an unmatched copy of it, else "absent".
 */
export function markGuess(guess: string, answer: string): LetterMark[] {
  const guessed = Array.from(guess);
  const target = Array.from(answer);
  const marks: LetterMark[] = guessed.map((letter, i) => (letter === target[i] ? "correct" : "absent"));
  const unmatched = new Map<string, number>();
  target.forEach((letter, i) => {
    if (marks[i] !== "correct") unmatched.set(letter, (unmatched.get(letter) ?? 0) + 1);
  });
  guessed.forEach((letter, i) => {
    const left = unmatched.get(letter) ?? 0;
    if (marks[i] === "correct" || left === 0) return;
    marks[i] = "present";
    unmatched.set(letter, left - 1);
  });
  return marks;
}

/** Every letter at its place. */
export function isWinningMarks(marks: readonly LetterMark[]): boolean {
  return marks.every((mark) => mark === "correct");
}
