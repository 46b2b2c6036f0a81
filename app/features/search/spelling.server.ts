import { foldText } from "~/lib/search-terms";
import { editDistance } from "./edit-distance";
import { editsAllowed, twoEditLookups, wordsOneEditAway } from "./spelling-candidates";
import { countWordHits, findVocabularyWords, type SearchedGroups } from "./spelling.db.server";

/**
 * A misspelt word's candidates whose matches are counted, nearest first, then in alphabetical order. More are rare:
 * among 320,000 words, the 99th percentile is 19 words one edit from a misspelt word of 4 to 7 letters, 40 within two
 * edits of a longer one (docs/decisions/029-typo-tolerant-search.md).
 */
const CANDIDATES_COUNTED_MAX = 24;

/** A query with more words that match nothing is not a few slips: it is not corrected, and its cost stays bounded. */
const UNKNOWN_WORDS_MAX = 3;

type Candidate = { word: string; edits: number };

/** The vocabularies' words within the edits `word` (folded) allows, nearest first, then in alphabetical order. */
async function candidatesOf(db: D1Database, word: string, events: boolean): Promise<Candidate[]> {
  const allowed = editsAllowed(word);
  const length = [...word].length;
  const found = await findVocabularyWords(db, {
    near: wordsOneEditAway(word),
    lookups: allowed === 2 ? twoEditLookups(word) : [],
    lengths: [length - allowed, length + allowed],
    events,
  });
  return found
    .map((candidate) => ({ word: candidate, edits: editDistance(word, candidate, allowed) }))
    .filter((candidate) => candidate.edits > 0 && candidate.edits <= allowed)
    .sort((a, b) => a.edits - b.edits || (a.word < b.word ? -1 : 1))
    .slice(0, CANDIDATES_COUNTED_MAX);
}

/**
 * The words to search instead of `words` when they found nothing (docs/product.md §9 "Media, collections and site
 * search", docs/decisions/029-typo-tolerant-search.md): each word that matches nothing by itself and is long enough
 * becomes the nearest word of the searched texts (one edit away, two for a word of 8 letters or more), the one that
 * matches most when several are as near. Words that match something are kept as typed. Null when no word needs
 * correcting, more than UNKNOWN_WORDS_MAX do, or one cannot be corrected.
 */
export async function correctWords(db: D1Database, words: string[], groups: SearchedGroups): Promise<string[] | null> {
  const folded = words.map(foldText);
  const correctable = folded.flatMap((word, at) => (editsAllowed(word) > 0 ? [at] : []));
  if (correctable.length === 0) return null;
  // A query of one word found nothing: that word matches nothing. Otherwise each word is counted alone.
  const hits =
    words.length === 1
      ? [0]
      : await countWordHits(
          db,
          correctable.map((at) => words[at] ?? ""),
          groups,
        );
  const unknown = correctable.filter((_, i) => hits[i] === 0);
  if (unknown.length === 0 || unknown.length > UNKNOWN_WORDS_MAX) return null;
  const candidates = await Promise.all(unknown.map((at) => candidatesOf(db, folded[at] ?? "", groups.events)));
  if (candidates.some((near) => near.length === 0)) return null;
  const counted = candidates.flat().map((candidate) => candidate.word);
  const counts = new Map((await countWordHits(db, counted, groups)).map((count, i) => [counted[i], count]));
  const corrected = [...words];
  for (const [i, at] of unknown.entries()) {
    const best = (candidates[i] ?? [])
      .filter((candidate) => (counts.get(candidate.word) ?? 0) > 0)
      .sort((a, b) => a.edits - b.edits || (counts.get(b.word) ?? 0) - (counts.get(a.word) ?? 0))[0];
    if (!best) return null;
    corrected[at] = best.word;
  }
  return corrected;
}
