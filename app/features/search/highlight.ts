import { foldText } from "~/lib/search-terms";

/** A piece of text, marked when it matches a search word. */
export type TextSegment = { text: string; mark: boolean };

/**
 * Splits `text` into segments where the words that start with a search term are marked, ignoring accents
 * and case like the search does ("ecologie" marks "écologie"). The caller renders segments as text (React
 * escapes them) and wraps marked ones in <mark>: no HTML is ever built from the text.
 */
export function highlightSegments(text: string, terms: string[]): TextSegment[] {
  const folded = terms.map(foldText).filter((term) => term !== "");
  if (folded.length === 0 || text === "") return text === "" ? [] : [{ text, mark: false }];
  const segments: TextSegment[] = [];
  let plain = "";
  for (const word of text.split(/([\p{L}\p{N}\p{M}]+)/u)) {
    const foldedWord = foldText(word);
    const term = folded.filter((candidate) => foldedWord.startsWith(candidate)).sort((a, b) => b.length - a.length)[0];
    if (!term) {
      plain += word;
      continue;
    }
    const cut = prefixLength(word, term.length);
    if (plain) segments.push({ text: plain, mark: false });
    segments.push({ text: word.slice(0, cut), mark: true });
    plain = word.slice(cut);
  }
  if (plain) segments.push({ text: plain, mark: false });
  return segments;
}

/** How many characters of `word` fold to its first `foldedLength` folded characters. */
function prefixLength(word: string, foldedLength: number): number {
  let length = 0;
  for (const char of word) {
    if (foldText(word.slice(0, length)).length >= foldedLength) break;
    length += char.length;
  }
  // Combining marks that follow the last matched letter belong to it.
  while (length < word.length && /\p{M}/u.test(word[length] ?? "")) length += 1;
  return length;
}
