import { expect, test } from "vitest";
import { CARD_TEXT_LENGTH, toCardJson } from "./card-json";
import type { EventJson } from "./event-json";

const event = {
  _id: "e1",
  slug: "fresque",
  lang: "fr",
  title: { fr: "Fresque du climat" },
  description: { fr: "<p>Long</p>" },
  descriptionText: { fr: "mot ".repeat(200).trim(), en: "Short text" },
} as unknown as EventJson;

test("a card keeps the start of each language's text, cut at a word, and no description HTML", () => {
  const card = toCardJson(event);
  expect(card.description).toEqual({});
  expect(card.descriptionText.en).toBe("Short text");
  const clipped = card.descriptionText.fr ?? "";
  expect(clipped.length).toBeLessThanOrEqual(CARD_TEXT_LENGTH + 1);
  expect(clipped.endsWith("mot…")).toBe(true);
  expect(card.title).toEqual(event.title);
  expect(event.description.fr).toBe("<p>Long</p>");
});
