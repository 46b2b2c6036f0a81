import { expect, test } from "vitest";
import { createActor } from "xstate";
import { abTestMachine, type AbTestInput } from "./ab-test.machine";

const VARIATIONS = [
  { id: "var-b", testRatio: 0.5 },
  { id: "var-c", testRatio: 0.25 },
];

function run(input: Partial<AbTestInput>) {
  const actor = createActor(abTestMachine, { input: { contentId: "page-1", variations: VARIATIONS, stored: null, random: () => 0.1, ...input } }).start();
  const snapshot = actor.getSnapshot();
  return { state: snapshot.value, status: snapshot.status, output: snapshot.output };
}

test("a visitor without a cookie gets a variation drawn against the running sum of shares", () => {
  expect(run({ random: () => 0.1 })).toEqual({ state: "drawn", status: "done", output: { variationId: "var-b", drawn: true, failed: false } });
  expect(run({ random: () => 0.6 }).output).toEqual({ variationId: "var-c", drawn: true, failed: false });
});

test("the share left over by the variations goes to the original", () => {
  expect(run({ random: () => 0.8 }).output).toEqual({ variationId: "page-1", drawn: true, failed: false });
  expect(run({ variations: [], random: () => 0 }).output).toEqual({ variationId: "page-1", drawn: true, failed: false });
});

test("a stored variation that still exists is reused without a draw, the original's id included", () => {
  let draws = 0;
  const random = () => {
    draws += 1;
    return 0.1;
  };
  expect(run({ stored: "var-c", random })).toEqual({ state: "reused", status: "done", output: { variationId: "var-c", drawn: false, failed: false } });
  expect(run({ stored: "page-1", random }).output).toEqual({ variationId: "page-1", drawn: false, failed: false });
  expect(draws).toBe(0);
});

test("a stored variation that no longer exists is replaced by a new draw", () => {
  expect(run({ stored: "var-gone", random: () => 0.6 })).toMatchObject({ state: "drawn", output: { variationId: "var-c", drawn: true } });
});

test("shares that cannot be drawn from fail to the original", () => {
  for (const variations of [
    [
      { id: "var-b", testRatio: 0.8 },
      { id: "var-c", testRatio: 0.5 },
    ],
    [{ id: "var-b", testRatio: -0.1 }],
    [{ id: "var-b", testRatio: Number.NaN }],
  ]) {
    expect(run({ variations })).toEqual({ state: "failed", status: "done", output: { variationId: "page-1", drawn: false, failed: true } });
  }
});
