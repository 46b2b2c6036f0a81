import { expect, test } from "vitest";
import { clampPage, pageCount } from "./search-page";

test("a page number is kept between the first and the last page", () => {
  expect(clampPage(99, 30, 12)).toBe(2);
  expect(clampPage(-3, 30, 12)).toBe(0);
  expect(clampPage(1, 30, 12)).toBe(1);
  expect(clampPage(4, 0, 12)).toBe(0);
});

test("there is always at least one page", () => {
  expect(pageCount(0, 12)).toBe(1);
  expect(pageCount(24, 12)).toBe(2);
  expect(pageCount(25, 12)).toBe(3);
});
