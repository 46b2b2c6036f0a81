import { expect, test } from "vitest";
import { roundedPercentages, showsTotal } from "./survey-results";

const sum = (percentages: Record<string, number>) => Object.values(percentages).reduce((a, b) => a + b, 0);

test("percentages are whole and add up to 100 by largest remainder", () => {
  expect(roundedPercentages(["a", "b", "c"], { a: 1, b: 1, c: 1 })).toEqual({ a: 34, b: 33, c: 33 });
  expect(roundedPercentages(["a", "b", "c"], { a: 2, b: 3, c: 2 })).toEqual({ a: 29, b: 43, c: 28 });
  expect(roundedPercentages(["a", "b", "c", "d"], { a: 50, b: 40, c: 39, d: 23 })).toEqual({ a: 33, b: 26, c: 26, d: 15 });
  for (let n = 1; n < 60; n++) {
    const votes = { a: n, b: (n * 7) % 13, c: (n * 3) % 5, d: 1 };
    expect(sum(roundedPercentages(["a", "b", "c", "d"], votes))).toBe(100);
  }
});

test("a choice without votes counts 0, and a survey without votes is all 0", () => {
  expect(roundedPercentages(["a", "b"], { a: 3 })).toEqual({ a: 100, b: 0 });
  expect(roundedPercentages(["a", "b"], {})).toEqual({ a: 0, b: 0 });
});

test("the total shows only above 40 votes or once ended", () => {
  expect(showsTotal(40, false)).toBe(false);
  expect(showsTotal(41, false)).toBe(true);
  expect(showsTotal(3, true)).toBe(true);
});
