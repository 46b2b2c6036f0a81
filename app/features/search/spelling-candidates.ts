/**
 * Where the words a misspelt search word may stand for are looked for in the vocabularies of the site search
 * (docs/decisions/029-typo-tolerant-search.md): the words one edit away, written out, and for a long word the
 * beginnings that words two edits away must start with. Words are folded (foldText) as the full-text index folds
 * them.
 */

/** Shorter words are never corrected: one edit makes another word of most of them. */
const CORRECTED_LETTERS_MIN = 4;

/** From this length on a word may be two edits away from the word meant; shorter ones, one. */
const TWO_EDITS_LETTERS_MIN = 8;

/** The letters an insertion or a substitution may bring: the folded letters of French, English and Spanish words. */
const LETTERS = [..."abcdefghijklmnopqrstuvwxyz"];

/** How many edits away from `word` (folded) its correction may be: none for a short word or one with a digit. */
export function editsAllowed(word: string): 0 | 1 | 2 {
  const length = [...word].length;
  if (length < CORRECTED_LETTERS_MIN || !/^\p{L}+$/u.test(word)) return 0;
  return length < TWO_EDITS_LETTERS_MIN ? 1 : 2;
}

/** Every string one edit from `word`: a letter left out, two neighbours swapped, a letter changed or added. */
export function wordsOneEditAway(word: string): string[] {
  const letters = [...word];
  const near = new Set<string>();
  const at = (i: number) => letters.slice(0, i).join("");
  const from = (i: number) => letters.slice(i).join("");
  for (let i = 0; i <= letters.length; i++) {
    for (const letter of LETTERS) near.add(at(i) + letter + from(i));
    if (i === letters.length) break;
    near.add(at(i) + from(i + 1));
    for (const letter of LETTERS) near.add(at(i) + letter + from(i + 1));
    if (i + 1 < letters.length) near.add(at(i) + letters[i + 1] + letters[i] + from(i + 2));
  }
  near.delete(word);
  return [...near];
}

/**
 * Words that start with `prefix` and whose letters after it start with `head` or that end with `tail` (an empty
 * `head`: every word of the prefix).
 */
export type PrefixLookup = { prefix: string; head: string; tail: string };

/**
 * The lookups that find the words two edits from `word` (8 letters or more) when its first half holds at most one
 * of the edits. With both edits in the second half the word starts with the first half. With one edit in each
 * half it starts with one of the first halves one edit away (each written out), and the rest, one edit from the
 * word's rest, keeps that rest's first letters or its last ones: the lookup checks both, so that its prefix, often
 * a common beginning, brings back few words. Two edits in the first half leave no beginning to look up: those words
 * are not found (the decision record says how often).
 */
export function twoEditLookups(word: string): PrefixLookup[] {
  const letters = [...word];
  const half = Math.floor(letters.length / 2);
  const left = letters.slice(0, half);
  const rest = letters.slice(half);
  const lookups = new Map<string, PrefixLookup>();
  const add = (prefix: string[], after: string[]) => {
    const middle = Math.floor(after.length / 2);
    const lookup = { prefix: prefix.join(""), head: after.slice(0, middle).join(""), tail: after.slice(middle + 1).join("") };
    lookups.set(`${lookup.prefix}|${lookup.head}|${lookup.tail}`, lookup);
  };
  lookups.set(left.join(""), { prefix: left.join(""), head: "", tail: "" });
  for (let i = 0; i < half; i++) {
    add([...left.slice(0, i), ...left.slice(i + 1)], rest);
    for (const letter of LETTERS) {
      add([...left.slice(0, i), letter, ...left.slice(i)], rest);
      if (letter !== left[i]) add([...left.slice(0, i), letter, ...left.slice(i + 1)], rest);
    }
    const next = letters[i + 1];
    const current = letters[i];
    if (next === undefined || current === undefined || next === current) continue;
    // A swap across the middle moves the rest's first letter into the prefix.
    if (i + 1 < half) add([...left.slice(0, i), next, current, ...left.slice(i + 2)], rest);
    else add([...left.slice(0, i), next, current], rest.slice(1));
  }
  return [...lookups.values()];
}
