import { expect, test } from "vitest";
import { CALENDAR_LINK_TEXT_MAX, googleCalendarUrl } from "./calendar-links";
import type { IcsEvent } from "./ics";

const event: IcsEvent = {
  uid: "e1@rdv.test",
  start: "2026-03-01T09:00:00.000Z",
  end: "2026-03-01T11:30:00.000Z",
  summary: "Fresque du climat & apéro",
  text: "Un atelier pour comprendre.",
  location: "La Serre, 3 rue Neuve, Lyon",
  url: "https://rdv.test/events/e/fresque",
  cancelled: false,
};

test("the Google Calendar link carries title, UTC dates, details and location", () => {
  const url = new URL(googleCalendarUrl(event));
  expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(url.searchParams.get("action")).toBe("TEMPLATE");
  expect(url.searchParams.get("text")).toBe("Fresque du climat & apéro");
  expect(url.searchParams.get("dates")).toBe("20260301T090000Z/20260301T113000Z");
  expect(url.searchParams.get("details")).toBe("Un atelier pour comprendre.\n\nhttps://rdv.test/events/e/fresque");
  expect(url.searchParams.get("location")).toBe("La Serre, 3 rue Neuve, Lyon");
});

test("without an end the event is an instant; long descriptions are cut; no location, no parameter", () => {
  const url = new URL(googleCalendarUrl({ ...event, end: null, location: null, text: "mot ".repeat(1000) }));
  expect(url.searchParams.get("dates")).toBe("20260301T090000Z/20260301T090000Z");
  expect(url.searchParams.has("location")).toBe(false);
  const details = url.searchParams.get("details") ?? "";
  expect(details.length).toBeLessThanOrEqual(CALENDAR_LINK_TEXT_MAX + 2 + event.url.length);
  expect(details.endsWith(`…\n\n${event.url}`)).toBe(true);
});
