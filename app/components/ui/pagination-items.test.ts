import { expect, test } from "vitest";
import { paginationItems } from "./pagination-items";

const labels = (current: number, total: number) =>
  paginationItems(current, total).map((item) => (item.kind === "gap" ? "…" : item.current ? `[${item.page}]` : String(item.page)));

test("shows first, last and one page on each side of the current one", () => {
  expect(labels(5, 10)).toEqual(["1", "…", "4", "[5]", "6", "…", "10"]);
  expect(labels(1, 3)).toEqual(["[1]", "2", "3"]);
  expect(labels(2, 4)).toEqual(["1", "[2]", "3", "4"]);
});

test("clamps the current page between 1 and the total", () => {
  expect(labels(0, 5)).toEqual(["[1]", "2", "…", "5"]);
  expect(labels(99, 5)).toEqual(["1", "…", "4", "[5]"]);
  expect(paginationItems(1, 0)).toEqual([]);
});
