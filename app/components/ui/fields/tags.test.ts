import { expect, test } from "vitest";
import { addTag, isDomain } from "./tags";

test("Enter adds a trimmed tag once; duplicates, whatever their case, are ignored", () => {
  expect(addTag([], "  vélo ")).toEqual(["vélo"]);
  expect(addTag(["vélo"], "Vélo")).toEqual(["vélo"]);
  expect(addTag(["vélo"], "   ")).toEqual(["vélo"]);
});

test("with the domain test, an entry that is not a domain is rejected silently", () => {
  expect(addTag([], "exemple.fr", { test: isDomain })).toEqual(["exemple.fr"]);
  expect(addTag([], "pas un domaine", { test: isDomain })).toEqual([]);
  expect(addTag([], "https://exemple.fr", { test: isDomain })).toEqual([]);
});

test("no tag is added past the maximum", () => {
  expect(addTag(["a", "b"], "c", { max: 2 })).toEqual(["a", "b"]);
});
