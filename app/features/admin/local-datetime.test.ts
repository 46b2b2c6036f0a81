import { expect, test } from "vitest";
import { fromLocalInput, toLocalInput } from "./local-datetime";

test("a time goes to a datetime-local value and back to the same minute; empty is none", () => {
  const ms = Date.UTC(2026, 11, 24, 18, 30);
  expect(fromLocalInput(toLocalInput(ms))).toBe(ms);
  expect(toLocalInput(ms)).toMatch(/^2026-12-24T\d\d:30$/);
  expect(toLocalInput(null)).toBe("");
  expect(toLocalInput(undefined)).toBe("");
  expect(fromLocalInput("")).toBeUndefined();
});
