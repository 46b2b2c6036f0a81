import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { CATALOGUES } from "~/i18n/catalogues";
import { IntlProvider } from "~/i18n/intl";
import type { EventCardJson } from "../card-json";
import { EventCard } from "./event-card";

const event: EventCardJson = {
  _id: "e1",
  slug: "fresque",
  lang: "fr",
  title: { fr: "Fresque du climat" },
  descriptionText: { fr: "Un atelier." },
  cover: { fr: { url: "/covers/climat.png" } },
  address: { fr: { city: "Lyon", formattedAddress: "Lyon" } },
  visio: false,
  startDate: "2030-12-01T18:00:00.000Z",
  endDate: null,
  timezone: "Europe/Paris",
  status: "active",
  attendeesCount: 0,
  feedbacksCount: 0,
};

/** The card's <img> tag, as the server sends it. */
function coverTag(card: EventCardJson, priority = false): string {
  const element = createElement(EventCard, { event: card, now: new Date("2030-01-01T00:00:00Z"), priority });
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(IntlProvider, { lang: "fr", messages: CATALOGUES.fr, children: element })));
  return /<img [^>]*>/.exec(html)?.[0] ?? "";
}

test("a card's seeded cover is the PNG with its WebP versions as srcset, sized for the card's slot, its box reserved", () => {
  const tag = coverTag(event);
  expect(tag).toContain('srcSet="/covers/climat.png.640.webp 640w, /covers/climat.png.1280.webp 1280w"');
  expect(tag).toContain('sizes="(max-width: 640px) calc(100vw - 40px), 340px"');
  expect(tag).toContain('src="/covers/climat.png"');
  expect(tag).toContain('width="640" height="400"');
  expect(tag).toContain('loading="lazy"');
});

test("the first card's cover loads at once, at high priority", () => {
  const tag = coverTag(event, true);
  expect(tag).toContain('loading="eager"');
  expect(tag).toContain('fetchPriority="high"');
});

test("a cover without versions is the original alone", () => {
  const tag = coverTag({ ...event, cover: { fr: { url: "https://images.test/affiche.jpg" } } });
  expect(tag).toContain('src="https://images.test/affiche.jpg"');
  expect(tag).not.toContain("srcSet");
  expect(tag).not.toContain("sizes");
});
