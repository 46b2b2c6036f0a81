/** Letters that Unicode decomposition leaves whole, written the way a French keyboard types them. */
const LETTERS: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/**
 * The searchable form of a place name, as stored in `places.search_name`: lower-case, without accents,
 * hyphens, apostrophes and other punctuation turned into single spaces, and "st"/"ste" followed by
 * another word read as "saint"/"sainte" ("St-Étienne" → "saint etienne"). A last word is kept as typed,
 * so "st" still finds "Strasbourg". scripts/gazetteer.mjs folds the data the same way.
 */
export function foldPlaceName(text: string): string {
  const words = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[œæßøłđðþı]/g, (letter) => LETTERS[letter] ?? letter)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const last = words.length - 1;
  return words.map((word, i) => (i < last && word === "st" ? "saint" : i < last && word === "ste" ? "sainte" : word)).join(" ");
}

/**
 * The half-open range [from, to) of folded names that start with `prefix`, for an indexed
 * `search_name >= from AND search_name < to` (SQLite compares text byte by byte, like code points).
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const characters = Array.from(prefix);
  const last = characters.pop()?.codePointAt(0) ?? 0;
  return { from: prefix, to: characters.join("") + String.fromCodePoint(last + 1) };
}
