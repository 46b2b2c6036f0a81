// The searchable form of a place name: the same folding as app/features/places/search-name.ts (a unit
// test checks every gazetteer row against it). Used by scripts/gazetteer.mjs and the seed.

const LETTERS = { œ: "oe", æ: "ae", ß: "ss", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

export function foldPlaceName(text) {
  const words = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[œæßøłđðþı]/g, (letter) => LETTERS[letter])
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const last = words.length - 1;
  return words.map((word, i) => (i < last && word === "st" ? "saint" : i < last && word === "ste" ? "sainte" : word)).join(" ");
}
