import type { Guess } from "#machines/game/game.types";

const EMOJI = { correct: "🟩", present: "🟨", absent: "⬛" } as const;

/** The result to share (docs/product.md §7 "Game"): a heading line, then one emoji row per guess. No letters. */
export function shareText(heading: string, guesses: readonly Guess[]): string {
  return [heading, "", ...guesses.map((guess) => guess.marks.map((mark) => EMOJI[mark]).join(""))].join("\n");
}
