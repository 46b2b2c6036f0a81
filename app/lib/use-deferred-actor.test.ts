import { matchesState, type StateValue } from "xstate";
import { expect, test } from "vitest";
import { matchesStateValue } from "./use-deferred-actor";

const CASES: [StateValue, StateValue, boolean][] = [
  ["unknown", "unknown", true],
  ["unknown", "liked", false],
  [{ open: "idle" }, "open", true],
  [{ open: "idle" }, { open: "idle" }, true],
  [{ open: { needsConfirmation: "resending" } }, { open: "needsConfirmation" }, true],
  [{ open: { needsConfirmation: "idle" } }, { open: { needsConfirmation: "resending" } }, false],
  ["open", { open: "idle" }, false],
  [{ open: "idle" }, "registered", false],
];

test("a state value matches itself and its parent states, exactly as XState's matchesState says", () => {
  for (const [current, expected, result] of CASES) {
    expect(matchesStateValue(current, expected)).toBe(result);
    expect(matchesState(expected, current)).toBe(result);
  }
});
