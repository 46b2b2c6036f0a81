import { expect, test } from "vitest";
import type { EventJson } from "./event-json";
import { eventJson } from "../../../tests/factories/event-json";
import { attendeeCountToShow, GONE_AFTER_DAYS, isGone, isPast, placesLeftToShow, registrationAction, registrationState } from "./event-state";

const now = new Date("2026-03-10T10:00:00.000Z");

const event = eventJson;

const state = (overrides: Partial<EventJson>) => registrationState(event(overrides), { now });

test("past means the end, or the start without an end, is before now", () => {
  expect(isPast(event({ startDate: "2026-03-09T10:00:00.000Z", endDate: "2026-03-10T11:00:00.000Z" }), now)).toBe(false);
  expect(isPast(event({ startDate: "2026-03-09T10:00:00.000Z", endDate: null }), now)).toBe(true);
});

test("the states follow docs/product.md §4's order: cancelled, past, full, ongoing, open", () => {
  expect(state({ status: "cancelled", startDate: "2020-01-01T00:00:00.000Z", endDate: null })).toBe("cancelled");
  expect(state({ startDate: "2026-03-01T10:00:00.000Z", endDate: "2026-03-01T12:00:00.000Z" })).toBe("past");
  expect(state({ maxAttendees: 10, attendeesCount: 10 })).toBe("full");
  expect(state({ maxAttendees: 10, attendeesCount: 10, registerExternal: true })).toBe("open");
  expect(state({ startDate: "2026-03-10T09:00:00.000Z", endDate: "2026-03-10T18:00:00.000Z" })).toBe("ongoing");
  expect(state({ maxAttendees: 0, attendeesCount: 500 })).toBe("open");
});

const PAGE = { apiBase: "/api/v1", lang: "fr", userId: null };

test("the button shows only while registration is possible, external events go through the redirect", () => {
  expect(registrationAction(event(), "open", PAGE)).toEqual({ kind: "attend", href: "attend" });
  expect(registrationAction(event(), "ongoing", PAGE)).toEqual({ kind: "attend", href: "attend" });
  expect(registrationAction(event({ _id: "abc", registerExternal: true }), "open", { apiBase: "/api/v1", lang: "en", userId: null })).toEqual({
    kind: "external",
    href: "/api/v1/events/redirect/abc?lang=en",
  });
  // A member is named to the organizer's site (docs/product.md §7 `user=`).
  expect(registrationAction(event({ _id: "abc", registerExternal: true }), "open", { apiBase: "/api/v1", lang: "fr", userId: "u1" })).toEqual({
    kind: "external",
    href: "/api/v1/events/redirect/abc?lang=fr&user=u1",
  });
  for (const hidden of ["cancelled", "past", "full"] as const) expect(registrationAction(event(), hidden, PAGE)).toBeNull();
});

test("a full event that approves each registration still takes requests (a request takes no place); past or cancelled, none", () => {
  const asking = event({ requiresApproval: true, maxAttendees: 10, attendeesCount: 10 });
  expect(registrationState(asking, { now })).toBe("full");
  expect(registrationAction(asking, "full", PAGE)).toEqual({ kind: "attend", href: "attend" });
  for (const hidden of ["cancelled", "past"] as const) expect(registrationAction(asking, hidden, PAGE)).toBeNull();
});

test("places left show for 1 to 9 remaining, the participant count above 10", () => {
  expect(placesLeftToShow(event({ maxAttendees: 20, attendeesCount: 11 }))).toBe(9);
  expect(placesLeftToShow(event({ maxAttendees: 20, attendeesCount: 19 }))).toBe(1);
  expect(placesLeftToShow(event({ maxAttendees: 20, attendeesCount: 10 }))).toBeNull();
  expect(placesLeftToShow(event({ maxAttendees: 20, attendeesCount: 20 }))).toBeNull();
  expect(placesLeftToShow(event({ maxAttendees: 0, attendeesCount: 3 }))).toBeNull();
  expect(attendeeCountToShow(event({ attendeesCount: 10 }))).toBeNull();
  expect(attendeeCountToShow(event({ attendeesCount: 11 }))).toBe(11);
});

test(`an event is gone ${GONE_AFTER_DAYS} days after its end`, () => {
  const day = 86_400_000;
  const ended = (days: number) => new Date(now.getTime() - days * day).toISOString();
  expect(isGone(event({ startDate: ended(GONE_AFTER_DAYS + 2), endDate: ended(GONE_AFTER_DAYS - 1) }), now)).toBe(false);
  expect(isGone(event({ startDate: ended(GONE_AFTER_DAYS + 2), endDate: ended(GONE_AFTER_DAYS + 1) }), now)).toBe(true);
  expect(isGone(event({ startDate: ended(GONE_AFTER_DAYS + 1), endDate: null }), now)).toBe(true);
});
