import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { RESULTS_ANIMATION_MS, RESULTS_DELAY_MS, SPINNER_DELAY_MS } from "./survey-results";
import { surveyMachine, VoteRefused, type SurveyCounts, type SurveyInput } from "./survey.machine";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** A started survey whose `vote` waits until `answer(result)` settles it; votes and remembered answers are recorded. */
function startSurvey(input: Partial<SurveyInput> = {}) {
  const calls: [name: string, payload: unknown][] = [];
  let settle: (result: SurveyCounts | Error) => void = () => {};
  const actor = createActor(
    surveyMachine.provide({
      actors: {
        vote: fromPromise<SurveyCounts, { surveyId: string; answer: string }>(({ input: voteInput }) => {
          calls.push(["vote", voteInput]);
          return new Promise((resolve, reject) => (settle = (result) => (result instanceof Error ? reject(result) : resolve(result))));
        }),
      },
      actions: { rememberAnswer: (_, params) => void calls.push(["rememberAnswer", params]) },
    }),
    { input: { surveyId: "s1", votes: { a: 3, b: 1 }, total: 4, ended: false, rememberedAnswer: null, ...input } },
  ).start();
  const answer = async (result: SurveyCounts | Error) => {
    settle(result);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, calls, answer };
}

test("an open survey not answered in this browser is votable", () => {
  const { actor } = startSurvey();
  expect(actor.getSnapshot().matches("votable")).toBe(true);
  expect(actor.getSnapshot().can({ type: "VOTE", answer: "a" })).toBe(true);
});

test("voting shows no spinner before 800 ms, then one until the answer", async () => {
  const { actor, calls } = startSurvey();
  actor.send({ type: "VOTE", answer: "b" });
  expect(actor.getSnapshot().matches({ voting: "quiet" })).toBe(true);
  expect(actor.getSnapshot().can({ type: "VOTE", answer: "a" })).toBe(false);
  await vi.advanceTimersByTimeAsync(SPINNER_DELAY_MS - 1);
  expect(actor.getSnapshot().matches({ voting: "quiet" })).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  expect(actor.getSnapshot().matches({ voting: "spinner" })).toBe(true);
  expect(calls).toEqual([["vote", { surveyId: "s1", answer: "b" }]]);
});

test("a counted vote shows the new counts, remembers the answer and grows the results after 120 ms over 1,200 ms", async () => {
  const { actor, calls, answer } = startSurvey();
  actor.send({ type: "VOTE", answer: "b" });
  await answer({ votes: { a: 3, b: 2 }, total: 5 });
  expect(actor.getSnapshot().matches({ voted: "waiting" })).toBe(true);
  expect(actor.getSnapshot().context).toMatchObject({ answer: "b", votes: { a: 3, b: 2 }, total: 5 });
  expect(calls).toContainEqual(["rememberAnswer", { surveyId: "s1", answer: "b" }]);
  await vi.advanceTimersByTimeAsync(RESULTS_DELAY_MS);
  expect(actor.getSnapshot().matches({ voted: "growing" })).toBe(true);
  await vi.advanceTimersByTimeAsync(RESULTS_ANIMATION_MS - 1);
  expect(actor.getSnapshot().matches({ voted: "growing" })).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  expect(actor.getSnapshot().matches({ voted: "shown" })).toBe(true);
  expect(actor.getSnapshot().can({ type: "VOTE", answer: "a" })).toBe(false);
});

test("a failed vote stops the spinner and goes back to votable, remembering nothing", async () => {
  const { actor, calls, answer } = startSurvey();
  actor.send({ type: "VOTE", answer: "a" });
  await vi.advanceTimersByTimeAsync(SPINNER_DELAY_MS);
  await answer(new Error("500"));
  expect(actor.getSnapshot().matches("votable")).toBe(true);
  expect(actor.getSnapshot().context.answer).toBeNull();
  expect(calls.map(([name]) => name)).toEqual(["vote"]);
  expect(actor.getSnapshot().can({ type: "VOTE", answer: "a" })).toBe(true);
});

test("a fast failure never shows the spinner", async () => {
  const { actor, answer } = startSurvey();
  actor.send({ type: "VOTE", answer: "a" });
  await answer(new VoteRefused("survey_ended"));
  expect(actor.getSnapshot().matches("votable")).toBe(true);
  await vi.advanceTimersByTimeAsync(SPINNER_DELAY_MS);
  expect(actor.getSnapshot().matches("votable")).toBe(true);
});

test("when the server already has this visitor's vote, the results are shown without an answer of this browser", async () => {
  const { actor, answer } = startSurvey();
  actor.send({ type: "VOTE", answer: "a" });
  await answer(new VoteRefused("already_voted"));
  expect(actor.getSnapshot().matches("voted")).toBe(true);
  expect(actor.getSnapshot().context.answer).toBeNull();
});

test("an answer remembered in this browser starts in voted", () => {
  const { actor } = startSurvey({ rememberedAnswer: "a" });
  expect(actor.getSnapshot().matches({ voted: "waiting" })).toBe(true);
  expect(actor.getSnapshot().can({ type: "VOTE", answer: "b" })).toBe(false);
});

test("an ended survey shows results only, even if this browser voted", () => {
  for (const rememberedAnswer of [null, "a"]) {
    const { actor } = startSurvey({ ended: true, rememberedAnswer });
    expect(actor.getSnapshot().matches("ended")).toBe(true);
    expect(actor.getSnapshot().can({ type: "VOTE", answer: "a" })).toBe(false);
  }
});
