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
  cover: { fr: { url: "/covers/climat.png" } },
  address: { fr: { city: "Lyon", formattedAddress: "1 rue de la Paix, 69001 Lyon", lat: 45.7, lng: 4.8, placeId: "p1" } },
  visio: false,
  startDate: "2026-12-01T18:00:00.000Z",
  endDate: null,
  timezone: "Europe/Paris",
  status: "active",
  attendeesCount: 3,
  feedbacksCount: 0,
  user: [{ _id: "u1", displayname: "Anaïs" }],
} as unknown as EventJson;

test("a card keeps the start of each language's text, cut at a word, the city, and no description or organizer", () => {
  const card = toCardJson(event);
  expect(card.descriptionText.en).toBe("Short text");
  const clipped = card.descriptionText.fr ?? "";
  expect(clipped.length).toBeLessThanOrEqual(CARD_TEXT_LENGTH + 1);
  expect(clipped.endsWith("mot…")).toBe(true);
  expect(card.address).toEqual({ fr: { city: "Lyon", formattedAddress: "1 rue de la Paix, 69001 Lyon" } });
  expect(card.title).toEqual(event.title);
  expect(Object.keys(card)).not.toContain("description");
  expect(Object.keys(card)).not.toContain("user");
  expect(event.description.fr).toBe("<p>Long</p>");
});
