/** At most this many words of a query are searched. */
export const MAX_SEARCH_TERMS = 10;

/**
 * The words of a visitor's query: letters and digits only, so FTS5 syntax (quotes, `*`, `-`, `:`, `NEAR`,
 * `AND`, parentheses) is never read as an operator (docs/architecture.md §2).
 */
export function searchTerms(query: string): string[] {
  return query.match(/[\p{L}\p{N}\p{M}]+/gu)?.slice(0, MAX_SEARCH_TERMS) ?? [];
}

/** The FTS5 query of those words: each a quoted prefix, all required; null when there is none. */
export function ftsMatch(terms: string[]): string | null {
  return terms.length > 0 ? terms.map((term) => `"${term}"*`).join(" ") : null;
}

/** Accent- and case-folded text, as the FTS tokenizer compares it (remove_diacritics 2). */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
