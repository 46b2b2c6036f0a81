import { expect, test } from "vitest";
import { hardModeProblem } from "./hard-mode";
import type { Guess } from "./game.types";

const terre: Guess = { word: "TERRE", marks: ["absent", "present", "absent", "correct", "absent"] };

test("a guess that reuses every revealed letter breaks no rule", () => {
  expect(hardModeProblem([], "ZZZZZ")).toBeNull();
  expect(hardModeProblem([terre], "ARBRE")).toBeNull();
  expect(hardModeProblem([terre], "POIRE")).toBeNull();
});

test("a letter found at its place must stay there, told with its position from 1", () => {
  expect(hardModeProblem([terre], "ERABE")).toEqual({ rule: "keep", letter: "R", position: 4 });
});

test("a letter found elsewhere must be in the word, as many times as it was found", () => {
  expect(hardModeProblem([terre], "PLURA")).toEqual({ rule: "include", letter: "E" });
  const twice: Guess = { word: "ELEVE", marks: ["present", "absent", "present", "absent", "absent"] };
  expect(hardModeProblem([twice], "REPAS")).toEqual({ rule: "include", letter: "E" });
  expect(hardModeProblem([twice], "EPEES")).toBeNull();
});

test("every earlier guess counts, places before letters", () => {
  const second: Guess = { word: "ARBRE", marks: ["absent", "absent", "absent", "correct", "correct"] };
  expect(hardModeProblem([terre, second], "PORTA")).toEqual({ rule: "keep", letter: "R", position: 4 });
  expect(hardModeProblem([terre, second], "PAIRE")).toBeNull();
});
