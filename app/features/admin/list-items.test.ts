import { expect, test } from "vitest";
import { insertItem, moveItem, removeItem, replaceItem } from "./list-items";

test("list operations return new lists and leave the original alone", () => {
  const list = ["a", "b", "c"];
  expect(moveItem(list, 0, 1)).toEqual(["b", "a", "c"]);
  expect(moveItem(list, 2, -2)).toEqual(["c", "a", "b"]);
  expect(moveItem(list, 0, -1)).toEqual(["a", "b", "c"]);
  expect(moveItem(list, 5, -1)).toEqual(["a", "b", "c"]);
  expect(removeItem(list, 1)).toEqual(["a", "c"]);
  expect(insertItem(list, 1, "x")).toEqual(["a", "x", "b", "c"]);
  expect(insertItem(list, 9, "x")).toEqual(["a", "b", "c", "x"]);
  expect(replaceItem(list, 2, "z")).toEqual(["a", "b", "z"]);
  expect(list).toEqual(["a", "b", "c"]);
});
