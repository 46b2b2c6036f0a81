import { expect, test } from "vitest";
import { gameKeyEvent } from "./game-keys";

test("letters are typed in capitals with their accents dropped; Enter submits and Backspace erases", () => {
  expect(gameKeyEvent("t")).toEqual({ type: "TYPE", letter: "T" });
  expect(gameKeyEvent("É")).toEqual({ type: "TYPE", letter: "E" });
  expect(gameKeyEvent("Enter")).toEqual({ type: "SUBMIT" });
  expect(gameKeyEvent("Backspace")).toEqual({ type: "ERASE" });
});

test("other keys do nothing in the game", () => {
  for (const key of ["1", " ", "œ", "Shift", "ArrowLeft", "Tab"]) expect(gameKeyEvent(key), key).toBeNull();
});
