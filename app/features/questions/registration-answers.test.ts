import * as v from "valibot";
import { expect, test } from "vitest";
import { answerHas, answerLabel, answerRows, answersSchema, answerText, answerValue } from "./registration-answers";
import type { Question } from "./registration-questions";

const diet: Question = {
  id: "diet0001",
  kind: "choice",
  required: true,
  label: { fr: "Régime" },
  options: [
    { id: "veg00001", label: { fr: "Végétarien", en: "Vegetarian" } },
    { id: "all00001", label: { fr: "Tout" } },
  ],
};
const workshops: Question = {
  id: "work0001",
  kind: "choices",
  required: false,
  label: { fr: "Ateliers" },
  options: [
    { id: "bike0001", label: { fr: "Vélo" } },
    { id: "sew00001", label: { fr: "Couture" } },
  ],
};
const town: Question = { id: "town0001", kind: "text", required: false, label: { fr: "Ville" }, options: [] };
const photos: Question = { id: "phot0001", kind: "yesNo", required: true, label: { fr: "Photos ?" }, options: [] };
const schema = answersSchema([diet, workshops, town, photos]);

test("required answers must be given, each naming its question; unknown questions and choices are refused", () => {
  const missing = v.safeParse(schema, { [diet.id]: "veg00001" });
  expect(missing.success).toBe(false);
  expect(missing.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([[photos.id, "form.required"]]);
  expect(v.safeParse(schema, { [diet.id]: "autre0001", [photos.id]: true }).success).toBe(false);
  expect(v.safeParse(schema, { [diet.id]: "veg00001", [photos.id]: true, other001: "x" }).success).toBe(false);
  expect(v.safeParse(schema, { [diet.id]: "veg00001", [photos.id]: "oui" }).success).toBe(false);
  expect(v.safeParse(schema, { [diet.id]: "veg00001", [photos.id]: true, [town.id]: "x".repeat(201) }).success).toBe(false);
});

test("answers come out trimmed, choices once each in the organizer's order, unanswered questions left out", () => {
  const given = { [diet.id]: "veg00001", [photos.id]: false, [workshops.id]: ["sew00001", "bike0001", "sew00001"], [town.id]: "  Lyon " };
  const answers = v.parse(schema, given);
  expect(answers).toEqual({ [diet.id]: "veg00001", [photos.id]: false, [workshops.id]: ["bike0001", "sew00001"], [town.id]: "Lyon" });
  expect(answerRows(answers)).toEqual([
    { questionId: diet.id, value: "veg00001" },
    { questionId: workshops.id, value: '["bike0001","sew00001"]' },
    { questionId: town.id, value: "Lyon" },
    { questionId: photos.id, value: "no" },
  ]);
  expect(answerRows({ [town.id]: "", [workshops.id]: [] })).toEqual([]);
});

test("stored answers read back as given, and as text in the reader's language", () => {
  const words = { lang: "en" as const, eventLang: "fr" as const, yes: "Yes", no: "No" };
  expect(answerValue(workshops, '["bike0001"]')).toEqual(["bike0001"]);
  expect(answerValue(photos, "yes")).toBe(true);
  expect(answerText(diet, "veg00001", words)).toBe("Vegetarian");
  expect(answerText(workshops, '["bike0001","sew00001"]', words)).toBe("Vélo, Couture");
  expect(answerLabel(photos, false, words)).toBe("No");
  expect(answerHas(photos, true, "yes")).toBe(true);
  expect(answerHas(workshops, ["sew00001"], "bike0001")).toBe(false);
  expect(answerHas(diet, undefined, "veg00001")).toBe(false);
});
