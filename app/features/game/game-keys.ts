import type { GameEvent } from "#machines/game/game.types";
import { foldWord } from "./word";

/**
 * Keys typed in a field (the winner's name) are the field's. A checkbox (the game's settings) takes no letters:
 * the game keeps playing after a setting is changed.
 */
export function isField(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return target.type !== "checkbox" && target.type !== "radio";
  return target instanceof HTMLElement && (target.isContentEditable || ["TEXTAREA", "SELECT"].includes(target.tagName));
}

/** What a key of the physical keyboard does in the game: a letter (accents folded), Enter or Backspace; else nothing. */
export function gameKeyEvent(key: string): GameEvent | null {
  if (key === "Enter") return { type: "SUBMIT" };
  if (key === "Backspace") return { type: "ERASE" };
  const letter = key.length === 1 ? foldWord(key) : "";
  return /^[A-Z]$/.test(letter) ? { type: "TYPE", letter } : null;
}
