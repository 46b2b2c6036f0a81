import { expect, test } from "vitest";
import { editDistance } from "./edit-distance";
import { editsAllowed, twoEditLookups, wordsOneEditAway, type PrefixLookup } from "./spelling-candidates";

/** Whether a vocabulary word is among what the lookups bring back, as spelling.db.server.ts's SQL reads them. */
function isLookedUp(candidate: string, word: string, lookups: PrefixLookup[]): boolean {
  if (Math.abs(candidate.length - word.length) > 2) return false;
  return lookups.some(
    ({ prefix, head, tail }) => candidate.startsWith(prefix) && (candidate.slice(prefix.length).startsWith(head) || (tail !== "" && candidate.endsWith(tail))),
  );
}

/** The letters the tests' edits bring: a few, so that every pair of edits is tried in little time. */
const LETTERS = "aeszn";
const deleted = (w: string, i: number) => w.slice(0, i) + w.slice(i + 1);
const changed = (w: string, i: number, letter: string) => w.slice(0, i) + letter + w.slice(i + 1);
const inserted = (w: string, i: number, letter: string) => w.slice(0, i) + letter + w.slice(i);
const swapped = (w: string, i: number) => w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);

/** Every single edit of `w` at a position from `from` to `to` (an insertion before `to` included). */
function editsBetween(w: string, from: number, to: number): string[] {
  const out: string[] = [];
  for (let i = from; i <= to; i++) {
    for (const letter of LETTERS) out.push(inserted(w, i, letter));
    if (i === to || i >= w.length) continue;
    out.push(deleted(w, i));
    for (const letter of LETTERS) if (letter !== w[i]) out.push(changed(w, i, letter));
    if (i + 1 < w.length && i + 1 < to) out.push(swapped(w, i));
  }
  return out;
}

test("words of 4 to 7 letters may be one edit away, longer ones two; short words and numbers are kept", () => {
  expect(["vel", "velo", "compost", "randonee", "biodiversite", "2026", "velo2", "k-way"].map(editsAllowed)).toEqual([0, 1, 1, 2, 2, 0, 0, 0]);
  expect(editsAllowed("sœur")).toBe(1);
});

test("the words one edit away are every string at distance one, the word itself left out", () => {
  const near = wordsOneEditAway("compst");
  expect(near).toContain("compost");
  expect(near).toContain("comspt");
  expect(near).toContain("compt");
  expect(near).not.toContain("compst");
  expect(new Set(near).size).toBe(near.length);
  expect(near.every((word) => editDistance("compst", word, 1) === 1)).toBe(true);
  // 6 left out, 5 swaps, 6 × 25 changes, 7 × 26 additions, less the strings two edits make alike ("ccompst" twice…).
  expect(near.length).toBeLessThanOrEqual(6 + 5 + 6 * 25 + 7 * 26);
  expect(near.length).toBeGreaterThan(300);
});

test("every word two edits away with at most one edit in the first half is looked up", () => {
  for (const word of ["biodiversite", "permaculture", "randonnee", "jardinage", "alimentation"]) {
    const lookups = twoEditLookups(word);
    const half = Math.floor(word.length / 2);
    const missed: string[] = [];
    // Both edits in the second half, or one in each half (a swap across the middle is one of the first half's).
    const secondHalf = editsBetween(word, half, word.length);
    const twoInSecond = secondHalf.flatMap((once) => editsBetween(once, half, once.length));
    const onePerHalf = secondHalf.flatMap((once) => editsBetween(once, 0, half));
    const acrossMiddle = editsBetween(swapped(word, half - 1), half + 1, word.length);
    for (const candidate of [...twoInSecond, ...onePerHalf, ...acrossMiddle]) {
      if (editDistance(word, candidate, 2) <= 2 && !isLookedUp(candidate, word, lookups)) missed.push(candidate);
    }
    expect(missed, word).toEqual([]);
  }
});

test("a long word's lookups are a few hundred, each a beginning of three letters or more", () => {
  const lookups = twoEditLookups("biodiversite");
  expect(lookups.length).toBeLessThan(400);
  expect(lookups.every((lookup) => lookup.prefix.length >= 5)).toBe(true);
  expect(lookups).toContainEqual({ prefix: "biodiv", head: "", tail: "" });
  expect(twoEditLookups("jardinage").every((lookup) => lookup.prefix.length >= 3)).toBe(true);
});
