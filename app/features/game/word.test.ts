import { expect, test } from "vitest";
import { foldWord, isWinningMarks, markGuess, readGuess } from "./word";

test("accents and ligatures are folded and the word is upper-cased", () => {
  expect(foldWord(" élève ")).toBe("ELEVE");
  expect(foldWord("cœur")).toBe("COEUR");
  expect(foldWord("Noël")).toBe("NOEL");
  expect(foldWord("garçon")).toBe("GARCON");
});

test("a guess must be five letters A to Z once folded", () => {
  expect(readGuess("Arbre")).toEqual({ ok: true, word: "ARBRE" });
  expect(readGuess("cœur")).toEqual({ ok: true, word: "COEUR" });
  expect(readGuess("arbr")).toEqual({ ok: false, problem: "wrong_length" });
  expect(readGuess("arbres")).toEqual({ ok: false, problem: "wrong_length" });
  expect(readGuess("ar1re")).toEqual({ ok: false, problem: "not_letters" });
  expect(readGuess("ar re")).toEqual({ ok: false, problem: "not_letters" });
  expect(readGuess("<b>ab")).toEqual({ ok: false, problem: "not_letters" });
});

test("letters at their place are correct, others present or absent", () => {
  expect(markGuess("FLEUR", "FLEUR")).toEqual(["correct", "correct", "correct", "correct", "correct"]);
  expect(markGuess("TRAIN", "ARBRE")).toEqual(["absent", "correct", "present", "absent", "absent"]);
  expect(markGuess("VOILE", "PLUIE")).toEqual(["absent", "absent", "present", "present", "correct"]);
});

test("a repeated letter is present only as many times as the answer has unmatched copies", () => {
  // One E in the answer, matched at its place: the other E of the guess are absent.
  expect(markGuess("EPELE", "PLAGE")).toEqual(["absent", "present", "absent", "present", "correct"]);
  // One E in the answer, not at its place: only the first E of the guess is present.
  expect(markGuess("EPEES", "PLAGE")).toEqual(["present", "present", "absent", "absent", "absent"]);
  expect(markGuess("TERRE", "ARBRE")).toEqual(["absent", "absent", "present", "correct", "correct"]);
  // Two R in the answer, one at its place: of the other two R of the guess, only the first is present.
  expect(markGuess("RRRXX", "ARBRE")).toEqual(["present", "correct", "absent", "absent", "absent"]);
  // The copy at its place wins over an earlier one elsewhere.
  expect(markGuess("SALLE", "BELLE")).toEqual(["absent", "absent", "correct", "correct", "correct"]);
  expect(markGuess("LLAMA", "BELLE")).toEqual(["present", "present", "absent", "absent", "absent"]);
});

test("only five correct marks win", () => {
  expect(isWinningMarks(markGuess("ARBRE", "ARBRE"))).toBe(true);
  expect(isWinningMarks(markGuess("ARBRES".slice(0, 5), "ARBRE"))).toBe(true);
  expect(isWinningMarks(markGuess("TERRE", "ARBRE"))).toBe(false);
});
