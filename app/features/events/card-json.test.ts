import { expect, test } from "vitest";
import { CARD_TEXT_LENGTH, toCardJson } from "./card-json";
import { makeIntl } from "~/i18n/intl";
import { type EventJson, fallbackLang, inPageLanguage, localize } from "./event-json";

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

test("a card for a page keeps of each translated field the language the page shows, else the event's own", () => {
  const translated = {
    ...event,
    title: { fr: "Fresque du climat", en: "Climate Fresk" },
    cover: { fr: { url: "/fr.png" }, en: { url: "/en.png" } },
  } as EventJson;
  const english = toCardJson(translated, { lang: "en", intl: makeIntl("en", {}) });
  expect(english.title).toEqual({ en: "Climate Fresk" });
  expect(english.descriptionText).toEqual({ en: "Short text" });
  expect(english.cover).toEqual({ en: { url: "/en.png" } });
  // No English address: the event's own language, read on the page as before (with its lang attribute).
  expect(english.address).toEqual({ fr: { city: "Lyon", formattedAddress: "1 rue de la Paix, 69001 Lyon" } });
  expect(localize(english.address, "en", "fr")?.city).toBe("Lyon");
  expect(fallbackLang(english.address, "en", "fr")).toBe("fr");
  const spanish = toCardJson(translated, { lang: "es", intl: makeIntl("es", {}) });
  expect(spanish.title).toEqual({ fr: "Fresque du climat" });
  expect(spanish.dates?.month).toBe("dic");
});

test("localize reads the page's language, else the event's, else the first entry with a value; a page keeps that one", () => {
  const field = { de: "Hallo", fr: "Bonjour" } as Record<string, string>;
  expect(localize(field, "en", "it")).toBe("Hallo");
  expect(fallbackLang(field, "fr", "de")).toBeUndefined();
  expect(fallbackLang(field, "en", "it")).toBe("de");
  const shown = inPageLanguage({ ...event, lang: "it", title: field, description: {} } as EventJson, "en");
  expect(shown.title).toEqual({ de: "Hallo" });
  expect(shown.description).toEqual({});
  expect(inPageLanguage({ ...event, title: field } as EventJson, "fr").title).toEqual({ fr: "Bonjour" });
  // The whole event is left as it was (API answers are made from it).
  expect(event.descriptionText.en).toBe("Short text");
});
