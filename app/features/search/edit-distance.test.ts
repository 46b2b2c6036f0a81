import { expect, test } from "vitest";
import { editDistance } from "./edit-distance";

/** The same distance from the whole table, no band and no early stop: what editDistance must agree with. */
function fullDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

test("a letter left out, added, changed, or two neighbours swapped is one edit", () => {
  expect(editDistance("compst", "compost", 2)).toBe(1);
  expect(editDistance("composst", "compost", 2)).toBe(1);
  expect(editDistance("compust", "compost", 2)).toBe(1);
  expect(editDistance("copmost", "compost", 2)).toBe(1);
  expect(editDistance("compost", "compost", 2)).toBe(0);
});

test("two slips are two edits, and past the limit the answer is the limit plus one", () => {
  expect(editDistance("biodivresitee", "biodiversite", 2)).toBe(2);
  expect(editDistance("permacltur", "permaculture", 2)).toBe(2);
  expect(editDistance("velo", "climat", 1)).toBe(2);
  expect(editDistance("a", "abcdef", 2)).toBe(3);
  expect(editDistance("randonnee", "xyzonnee", 1)).toBe(2);
});

test("a swap counts once, but a swapped pair is not edited again (the restricted distance)", () => {
  expect(editDistance("ca", "ac", 3)).toBe(1);
  expect(editDistance("ca", "abc", 3)).toBe(3);
});

test("letters are counted as characters, not UTF-16 units", () => {
  expect(editDistance("sœur", "soeur", 2)).toBe(2);
  expect(editDistance("𝒳yz", "xyz", 2)).toBe(1);
});

test("within the limit it agrees with the whole table on many pairs of words", () => {
  const letters = "aeiorstnc";
  let seed = 11;
  const draw = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  const word = () => Array.from({ length: 3 + draw(7) }, () => letters[draw(letters.length)]).join("");
  for (let n = 0; n < 3000; n++) {
    const [a, b] = [word(), word()];
    const max = 1 + draw(2);
    expect(editDistance(a, b, max), `${a} ${b}`).toBe(Math.min(fullDistance(a, b), max + 1));
  }
});
