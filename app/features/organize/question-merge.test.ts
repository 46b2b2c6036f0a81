import { expect, test } from "vitest";
import type { StoredQuestion } from "~/features/questions/registration-questions";
import { asksNewQuestion, mergeQuestions, newQuestionId } from "./question-merge";

const diet: StoredQuestion = {
  id: "diet0001",
  kind: "choice",
  required: true,
  label: { fr: "Régime" },
  options: [
    { id: "veg00001", label: { fr: "Végétarien" } },
    { id: "all00001", label: { fr: "Tout" } },
  ],
};
const town: StoredQuestion = { id: "town0001", kind: "text", required: false, label: { fr: "Ville" }, options: [] };

/** Ids drawn in order, so a test can say which one went where. */
function drawn() {
  let n = 0;
  return () => `new${String((n += 1)).padStart(5, "0")}`;
}

test("a question or choice sent back with its id keeps it; new ones get ids of their own", () => {
  const input = [
    {
      id: diet.id,
      kind: "choice" as const,
      required: false,
      label: { fr: "Régime alimentaire" },
      options: [{ id: "veg00001", label: { fr: "Végé" } }, { label: { fr: "Vegan" } }],
    },
    { kind: "yesNo" as const, required: true, label: { fr: "Photos ?" }, options: [] },
  ];
  expect(mergeQuestions([diet, town], input, new Set(), drawn())).toEqual([
    {
      id: diet.id,
      kind: "choice",
      required: false,
      label: { fr: "Régime alimentaire" },
      options: [
        { id: "veg00001", label: { fr: "Végé" } },
        { id: "new00001", label: { fr: "Vegan" } },
      ],
    },
    { id: "new00002", kind: "yesNo", required: true, label: { fr: "Photos ?" }, options: [] },
  ]);
});

test("a question taken out stays, removed, while someone answered it; a question whose kind changed is a new one", () => {
  const input = [{ id: town.id, kind: "longText" as const, required: false, label: { fr: "Ville" }, options: [] }];
  const merged = mergeQuestions([diet, town], input, new Set([diet.id, town.id]), drawn());
  expect(merged.map(({ id, kind, removed }) => [id, kind, removed ?? false])).toEqual([
    ["new00001", "longText", false],
    [diet.id, "choice", true],
    [town.id, "text", true],
  ]);
  expect(mergeQuestions([diet], [], new Set(), drawn())).toEqual([]);
});

test("asksNewQuestion: a question not asked before, removed ones aside", () => {
  expect(asksNewQuestion([diet], [diet])).toBe(false);
  expect(asksNewQuestion([diet], [{ ...diet, removed: true }])).toBe(false);
  expect(asksNewQuestion([diet], [diet, town])).toBe(true);
  expect(newQuestionId()).toMatch(/^[a-z0-9]{8}$/);
});
