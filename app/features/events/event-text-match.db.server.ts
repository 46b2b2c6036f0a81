import { foldText } from "~/lib/search-terms";

/**
 * A query word stands for at most this many words of the events' texts (event_search_terms): FTS5 reads that many
 * doclists side by side in about a millisecond for a count of 1,001 at a million events. A word that starts more
 * (a letter or two) is read as a whole word (docs/decisions/020-search-reads-its-index-alone.md).
 */
export const WORDS_PER_QUERY_WORD_MAX = 64;

/** The last character there is: `prefix` and this bound every string that starts with `prefix`. */
const AFTER_EVERY_CHARACTER = "\u{10FFFF}";

/**
 * The FTS5 query of events_fts for a visitor's words (letters and digits only, from searchTerms), as an SQL
 * expression whose values go through `bind`: every word required, each read as the indexed words it starts,
 * `("climat" OR "climatique")`, which FTS5 reads lazily in rowid order and stops after the page. FTS5's own prefix
 * query (`"climat"*`) merges the whole doclists of those words first, a cost that grows with the matches: it is
 * kept for a word the vocabulary does not know (then the index knows it from no other write path, and has few
 * matches for it, if any). A word that starts more than WORDS_PER_QUERY_WORD_MAX words is matched whole.
 */
export function eventTextMatch(words: string[], bind: (value: unknown) => string): string {
  const parts = words.map((word) => {
    const folded = foldText(word);
    return `(SELECT CASE count(*) WHEN 0 THEN ${bind(`"${word}"*`)}
        WHEN ${WORDS_PER_QUERY_WORD_MAX + 1} THEN ${bind(`"${word}"`)}
        ELSE '(' || group_concat('"' || term || '"', ' OR ') || ')' END
      FROM (SELECT term FROM event_search_terms WHERE term >= ${bind(folded)} AND term < ${bind(folded + AFTER_EVERY_CHARACTER)}
        LIMIT ${WORDS_PER_QUERY_WORD_MAX + 1}))`;
  });
  return `(${parts.join(" || ' AND ' || ")})`;
}

/**
 * The words of event texts as events_fts's tokenizer cuts them (unicode61, remove_diacritics 2): what an event's
 * write adds to event_search_terms, so its words are found by the words' beginnings.
 */
export function indexedWords(texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) for (const word of foldText(text).match(/[\p{L}\p{N}\p{Co}]+/gu) ?? []) words.add(word);
  return [...words];
}
