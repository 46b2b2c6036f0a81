import type { Guess, HardModeProblem } from "./game.types";

/**
 * Hard mode (docs/product.md §9 "The word game"): every letter a checked guess revealed must be used again. A
 * letter marked at its place stays there (positions from 1); a letter marked present (or at its place) is in
 * the word as many times as those marks found it. The first rule broken, places first, or null.
 */
export function hardModeProblem(guesses: readonly Guess[], word: string): HardModeProblem | null {
  const letters = Array.from(word);
  for (const guess of guesses) {
    const found = Array.from(guess.word);
    for (const [i, letter] of found.entries()) {
      if (guess.marks[i] === "correct" && letters[i] !== letter) return { rule: "keep", letter, position: i + 1 };
    }
  }
  for (const guess of guesses) {
    const needed = new Map<string, number>();
    for (const [i, letter] of Array.from(guess.word).entries()) {
      if (guess.marks[i] !== "absent") needed.set(letter, (needed.get(letter) ?? 0) + 1);
    }
    for (const [letter, count] of needed) {
      if (letters.filter((typed) => typed === letter).length < count) return { rule: "include", letter };
    }
  }
  return null;
}
