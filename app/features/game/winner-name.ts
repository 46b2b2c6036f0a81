import { WINNER_NAME_MAX } from "./word";

/** Why a name cannot go on the board. */
export type NameProblem = "control_characters" | "empty" | "too_long";

/** Control characters, and the format marks that reorder or hide text (bidi overrides, zero-width). */
// \p{Cc}: C0 and C1 controls; \p{Cf}: format marks (bidi overrides, zero-width characters, BOM).
const CONTROL = /[\p{Cc}\p{Cf}]/u;

/**
 * A display name for the day's board (docs/product.md §7 "Game"): control characters are refused, markup is
 * stripped (whole tags, a tag cut short at the end, then any stray angle bracket), spaces are collapsed; 1 to
 * WINNER_NAME_MAX characters remain.
 */
export function cleanWinnerName(input: string): { ok: true; name: string } | { ok: false; problem: NameProblem } {
  if (CONTROL.test(input)) return { ok: false, problem: "control_characters" };
  const name = input
    .replace(/<[^>]*>/g, " ")
    .replace(/<[a-z!/?][^>]*$/i, " ")
    .replace(/[<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (name === "") return { ok: false, problem: "empty" };
  if (Array.from(name).length > WINNER_NAME_MAX) return { ok: false, problem: "too_long" };
  return { ok: true, name };
}
