import type { Guess, Mark } from "#machines/game/game.types";

const EMOJI: Record<Mark, string> = { correct: "🟩", present: "🟨", absent: "⬛" };
/** The colour-blind palette's squares (game-settings.ts): orange and blue, as on the grid. */
const CONTRAST_EMOJI: Record<Mark, string> = { correct: "🟧", present: "🟦", absent: "⬛" };

/**
 * The result to share (docs/product.md §7 "Game"): a heading line, one emoji row per guess in the player's
 * palette, then the link to the game. No letters, so it gives nothing away.
 */
export function shareText(heading: string, guesses: readonly Guess[], { contrast, link }: { contrast: boolean; link: string }): string {
  const squares = contrast ? CONTRAST_EMOJI : EMOJI;
  return [heading, "", ...guesses.map((guess) => guess.marks.map((mark) => squares[mark]).join("")), "", link].join("\n");
}
