import { expect, test } from "vitest";
import { highlightSegments } from "./highlight";

const marked = (text: string, terms: string[]) =>
  highlightSegments(text, terms)
    .map((segment) => (segment.mark ? `[${segment.text}]` : segment.text))
    .join("");

test("words starting with a term are marked at their prefix, case and accents ignored", () => {
  expect(marked("Atelier compostage et Compost partagé", ["compost"])).toBe("Atelier [compost]age et [Compost] partagé");
  expect(marked("Faisons entrer l'écologie partout", ["ecologie"])).toBe("Faisons entrer l'[écologie] partout");
  expect(marked("Ecologie", ["écol"])).toBe("[Ecol]ogie");
});

test("a term inside a word is not marked, like the prefix search", () => {
  expect(marked("lombricompost", ["compost"])).toBe("lombricompost");
});

test("text is kept as text: markup in it is never interpreted", () => {
  const segments = highlightSegments('<img src=x onerror="alert(1)"> compost', ["compost"]);
  expect(segments).toEqual([
    { text: '<img src=x onerror="alert(1)"> ', mark: false },
    { text: "compost", mark: true },
  ]);
});

test("decomposed accents stay with their letter", () => {
  const text = "e\u0301cologie";
  expect(marked(text, ["eco"])).toBe("[e\u0301co]logie");
});

test("no terms or empty text give the text unmarked", () => {
  expect(highlightSegments("Vélo", [])).toEqual([{ text: "Vélo", mark: false }]);
  expect(highlightSegments("", ["velo"])).toEqual([]);
});

test("the longest matching term wins", () => {
  expect(marked("composteur", ["com", "compost"])).toBe("[compost]eur");
});
