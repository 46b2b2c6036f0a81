import { expect, test } from "vitest";
import { ftsMatch, searchTerms } from "./search-terms";

test("FTS operators and punctuation are dropped: only words are searched, each a quoted prefix", () => {
  expect(ftsMatch(searchTerms('"compost* NEAR -velo: (a OR b)'))).toBe('"compost"* "NEAR"* "velo"* "a"* "OR"* "b"*');
});

test("accented words are kept whole", () => {
  expect(searchTerms("écologie, vélo")).toEqual(["écologie", "vélo"]);
});

test("a query of punctuation only searches nothing", () => {
  expect(ftsMatch(searchTerms('"*-:'))).toBeNull();
});

test("at most ten words are searched", () => {
  expect(searchTerms("a b c d e f g h i j k l")).toHaveLength(10);
});
