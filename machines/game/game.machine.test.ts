import { expect, test } from "vitest";
import { createActor, fromPromise } from "xstate";
import { gameMachine } from "./game.machine";
import { GameAlreadyPlayed, type CheckInput, type CheckResult, type GameInput, type Guess, type Mark, type ScoreInput, type ScoreResult } from "./game.types";

const ALL: Mark[] = ["correct", "correct", "correct", "correct", "correct"];
const SOME: Mark[] = ["absent", "present", "absent", "correct", "absent"];
const miss = (word: string): Guess => ({ word, marks: SOME });

/**
 * A started game. `checkGuess` and `recordScore` wait until `answer(...)` settles the pending call with a
 * value or an error; the calls and every saved game are recorded in order.
 */
function startGame(input: Partial<GameInput> = {}) {
  const calls: [name: string, payload: unknown][] = [];
  let settle: (outcome: { value: unknown } | { error: Error }) => void = () => {};
  const pending = <T, I>(name: string) =>
    fromPromise<T, I>(({ input: payload }) => {
      calls.push([name, payload]);
      return new Promise<T>((resolve, reject) => (settle = (outcome) => ("error" in outcome ? reject(outcome.error) : resolve(outcome.value as T))));
    });
  const actor = createActor(
    gameMachine.provide({
      actors: { checkGuess: pending<CheckResult, CheckInput>("checkGuess"), recordScore: pending<ScoreResult, ScoreInput>("recordScore") },
      actions: { saveGame: (_, params) => void calls.push(["saveGame", params]) },
    }),
    { input: { puzzleId: 1059, length: 5, maxTries: 6, guesses: [], startedAt: 1000, scored: false, answer: null, hardMode: false, ...input } },
  ).start();
  const answer = async (outcome: { value: unknown } | { error: Error }) => {
    settle(outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const type = (word: string) => {
    for (const letter of word) actor.send({ type: "TYPE", letter });
  };
  return { actor, calls, answer, type };
}

test("typing fills the row up to five letters A to Z; ERASE takes the last one back", () => {
  const { actor, type } = startGame();
  expect(actor.getSnapshot().matches("playing")).toBe(true);
  type("ARBRES");
  expect(actor.getSnapshot().context.current).toBe("ARBRE");
  actor.send({ type: "ERASE" });
  actor.send({ type: "TYPE", letter: "é" });
  actor.send({ type: "TYPE", letter: "1" });
  expect(actor.getSnapshot().context.current).toBe("ARBR");
});

test("SUBMIT of an incomplete row stays in playing and says it is too short", () => {
  const { actor, calls, type } = startGame();
  type("ARB");
  actor.send({ type: "SUBMIT" });
  expect(actor.getSnapshot().matches("playing")).toBe(true);
  expect(actor.getSnapshot().context.message).toBe("tooShort");
  expect(calls).toEqual([]);
  actor.send({ type: "TYPE", letter: "R" });
  expect(actor.getSnapshot().context.message).toBeNull();
});

test("a full row is checked: no typing meanwhile; a word outside the dictionary goes back to playing and costs no try", async () => {
  const { actor, calls, answer, type } = startGame();
  type("ZZZZZ");
  actor.send({ type: "SUBMIT" });
  expect(actor.getSnapshot().matches("checking")).toBe(true);
  expect(actor.getSnapshot().can({ type: "TYPE", letter: "A" })).toBe(false);
  expect(calls).toEqual([["checkGuess", { puzzleId: 1059, word: "ZZZZZ" }]]);
  await answer({ value: { valid: false } });
  expect(actor.getSnapshot().matches("playing")).toBe(true);
  expect(actor.getSnapshot().context).toMatchObject({ message: "notAWord", current: "ZZZZZ", guesses: [] });
});

test("a checked guess is added to the grid and saved; the game goes on", async () => {
  const { actor, calls, answer, type } = startGame();
  type("TERRE");
  actor.send({ type: "SUBMIT" });
  await answer({ value: { valid: true, word: "TERRE", marks: SOME } });
  expect(actor.getSnapshot().matches("playing")).toBe(true);
  expect(actor.getSnapshot().context).toMatchObject({ current: "", guesses: [miss("TERRE")] });
  expect(calls[1]).toEqual(["saveGame", { puzzleId: 1059, guesses: [miss("TERRE")], startedAt: 1000, scored: false, answer: null, hardMode: false }]);
});

test("a failed check goes back to playing with the row kept and a message", async () => {
  const { actor, answer, type } = startGame();
  type("TERRE");
  actor.send({ type: "SUBMIT" });
  await answer({ error: new Error("network") });
  expect(actor.getSnapshot().matches("playing")).toBe(true);
  expect(actor.getSnapshot().context).toMatchObject({ message: "checkFailed", current: "TERRE" });
});

test("five correct letters win: the score is recorded once, then the game is saved as scored", async () => {
  const { actor, calls, answer, type } = startGame({ guesses: [miss("TERRE")] });
  type("ARBRE");
  actor.send({ type: "SUBMIT" });
  await answer({ value: { valid: true, word: "ARBRE", marks: ALL } });
  expect(actor.getSnapshot().matches({ won: "recording" })).toBe(true);
  expect(actor.getSnapshot().can({ type: "TYPE", letter: "A" })).toBe(false);
  expect(calls.at(-1)).toEqual(["recordScore", { puzzleId: 1059, tries: 2, won: true, startedAt: 1000 }]);
  await answer({ value: { answer: null } });
  expect(actor.getSnapshot().matches({ won: "recorded" })).toBe(true);
  expect(calls.at(-1)).toEqual(["saveGame", expect.objectContaining({ scored: true })]);
});

test("the sixth miss loses; the recorded score tells the word", async () => {
  const { actor, calls, answer, type } = startGame({ guesses: ["PLUIE", "FLEUR", "NUAGE", "HERBE", "TRAIN"].map(miss) });
  type("TERRE");
  actor.send({ type: "SUBMIT" });
  await answer({ value: { valid: true, word: "TERRE", marks: SOME } });
  expect(actor.getSnapshot().matches({ lost: "recording" })).toBe(true);
  expect(calls.at(-1)).toEqual(["recordScore", { puzzleId: 1059, tries: 6, won: false, startedAt: 1000 }]);
  await answer({ value: { answer: "ARBRE" } });
  expect(actor.getSnapshot().matches({ lost: "recorded" })).toBe(true);
  expect(actor.getSnapshot().context.answer).toBe("ARBRE");
});

test("a failed score can be retried; a score the server already has counts as recorded", async () => {
  const { actor, calls, answer } = startGame({ guesses: [{ word: "ARBRE", marks: ALL }] });
  expect(actor.getSnapshot().matches({ won: "recording" })).toBe(true);
  await answer({ error: new Error("network") });
  expect(actor.getSnapshot().matches({ won: "failed" })).toBe(true);
  expect(actor.getSnapshot().context.message).toBe("scoreFailed");
  actor.send({ type: "RETRY" });
  expect(actor.getSnapshot().matches({ won: "recording" })).toBe(true);
  await answer({ error: new GameAlreadyPlayed() });
  expect(actor.getSnapshot().matches({ won: "recorded" })).toBe(true);
  expect(actor.getSnapshot().context).toMatchObject({ scored: true, message: null });
  expect(calls.filter(([name]) => name === "recordScore")).toHaveLength(2);
});

test("a restored game resumes where it was: playing, or finished and not yet scored", () => {
  expect(
    startGame({ guesses: [miss("TERRE")] })
      .actor.getSnapshot()
      .matches("playing"),
  ).toBe(true);
  expect(
    startGame({ guesses: ["A", "B", "C", "D", "E", "F"].map(miss) })
      .actor.getSnapshot()
      .matches({ lost: "recording" }),
  ).toBe(true);
});

test("a scored game is already-played: nothing can be typed or submitted", () => {
  const { actor } = startGame({ guesses: [{ word: "ARBRE", marks: ALL }], scored: true });
  expect(actor.getSnapshot().matches("alreadyPlayed")).toBe(true);
  expect(actor.getSnapshot().can({ type: "TYPE", letter: "A" })).toBe(false);
  expect(actor.getSnapshot().can({ type: "SUBMIT" })).toBe(false);
});

test("when the server says today's game is over (another device), checking ends in already-played", async () => {
  const { actor, answer, type } = startGame();
  type("TERRE");
  actor.send({ type: "SUBMIT" });
  await answer({ error: new GameAlreadyPlayed() });
  expect(actor.getSnapshot().matches("alreadyPlayed")).toBe(true);
});

test("in hard mode a guess that drops a revealed letter is refused before it is checked, with the rule it broke", async () => {
  const { actor, calls, answer, type } = startGame({ hardMode: true });
  type("TERRE");
  actor.send({ type: "SUBMIT" });
  await answer({ value: { valid: true, word: "TERRE", marks: SOME } });
  expect(actor.getSnapshot().matches("playing")).toBe(true);
  type("ERABE");
  actor.send({ type: "SUBMIT" });
  expect(actor.getSnapshot().context).toMatchObject({ message: "hardMode", broken: { rule: "keep", letter: "R", position: 4 } });
  for (let i = 0; i < 5; i++) actor.send({ type: "ERASE" });
  expect(actor.getSnapshot().context).toMatchObject({ message: null, broken: null });
  type("PLURA");
  actor.send({ type: "SUBMIT" });
  expect(actor.getSnapshot().context.broken).toEqual({ rule: "include", letter: "E" });
  expect(calls.filter(([name]) => name === "checkGuess")).toHaveLength(1);
  for (let i = 0; i < 5; i++) actor.send({ type: "ERASE" });
  type("POIRE");
  actor.send({ type: "SUBMIT" });
  expect(actor.getSnapshot().matches("checking")).toBe(true);
});

test("hard mode is chosen before the first guess, saved with the game, and no longer changes after it", async () => {
  const { actor, calls, answer, type } = startGame();
  actor.send({ type: "HARD_MODE", on: true });
  expect(actor.getSnapshot().context.hardMode).toBe(true);
  expect(calls.at(-1)).toEqual(["saveGame", expect.objectContaining({ hardMode: true, guesses: [] })]);
  type("TERRE");
  actor.send({ type: "SUBMIT" });
  await answer({ value: { valid: true, word: "TERRE", marks: SOME } });
  actor.send({ type: "HARD_MODE", on: false });
  expect(actor.getSnapshot().context.hardMode).toBe(true);
  expect(calls.at(-1)).toEqual(["saveGame", expect.objectContaining({ hardMode: true, guesses: [{ word: "TERRE", marks: SOME }] })]);
});

test("without hard mode any dictionary word may follow", () => {
  const { actor, type } = startGame({ guesses: [miss("TERRE")] });
  type("PLURA");
  actor.send({ type: "SUBMIT" });
  expect(actor.getSnapshot().matches("checking")).toBe(true);
});
