import { expect, test } from "vitest";
import { LIKE_PATTERN_MAX_BYTES, likePattern } from "./like-pattern";

const bytes = (text: string) => new TextEncoder().encode(text).length;

test("a search is found anywhere, its %, _ and backslash taken literally", () => {
  expect(likePattern("")).toBe("%%");
  expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
});

test("a search too long for D1 keeps its beginning, whole characters and whole escapes, within the limit", () => {
  const long = likePattern("Salle trop petite, mais super ambiance 1795963813524");
  expect(long).toBe("%Salle trop petite, mais super ambiance 179596381%");
  expect(bytes(long)).toBe(LIKE_PATTERN_MAX_BYTES);
  // Accented letters take two bytes, an emoji four: none is cut in half.
  const accents = likePattern("é".repeat(40));
  expect(accents).toBe(`%${"é".repeat(24)}%`);
  expect(likePattern("🎉".repeat(20))).toBe(`%${"🎉".repeat(12)}%`);
  // An escape is never split from its character.
  expect(likePattern(`${"a".repeat(46)}%%`)).toBe(`%${"a".repeat(46)}\\%%`);
});
