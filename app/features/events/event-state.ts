import { millisecondsInDay } from "date-fns/constants";
import { externalRegistrationHref } from "~/lib/external-registration";
import type { EventJson } from "./event-json";

/** Whether the visitor attends is known only in the browser (the attend button): pages are shared. */
export type RegistrationState = "cancelled" | "past" | "full" | "ongoing" | "open";

/** What the registration area offers: the attend flow, the organizer's own registration, or nothing. */
export type RegistrationAction = { kind: "attend"; href: string } | { kind: "external"; href: string } | null;

/**
 * An event that ended more than this many days ago answers 410 Gone (docs/decisions/005-gone-events.md):
 * a year keeps last season's events (and their feedback) reachable, older ones are dropped.
 */
export const GONE_AFTER_DAYS = 365;

function endTime(event: Pick<EventJson, "startDate" | "endDate">): number {
  return new Date(event.endDate ?? event.startDate).getTime();
}

/** Past: the end (or the start when there is no end) is before now (docs/product.md §4). */
export function isPast(event: Pick<EventJson, "startDate" | "endDate">, now: Date): boolean {
  return endTime(event) < now.getTime();
}

/** Gone: ended more than GONE_AFTER_DAYS days before now; its page answers 410. */
export function isGone(event: Pick<EventJson, "startDate" | "endDate">, now: Date): boolean {
  return endTime(event) < now.getTime() - GONE_AFTER_DAYS * millisecondsInDay;
}

/** Places left, or null when the event has no maximum. */
export function placesLeft(event: Pick<EventJson, "maxAttendees" | "attendeesCount">): number | null {
  return event.maxAttendees > 0 ? Math.max(0, event.maxAttendees - event.attendeesCount) : null;
}

/** Full: no places left with a maximum set, and registration is not handled elsewhere (docs/product.md §4). */
export function isFull(event: Pick<EventJson, "maxAttendees" | "attendeesCount" | "registerExternal">): boolean {
  return placesLeft(event) === 0 && !event.registerExternal;
}

/** The registration state of an event for a visitor, in the order of docs/product.md §4's button logic. */
export function registrationState(event: EventJson, { now }: { now: Date }): RegistrationState {
  if (event.status === "cancelled") return "cancelled";
  if (isPast(event, now)) return "past";
  if (isFull(event)) return "full";
  if (new Date(event.startDate).getTime() <= now.getTime()) return "ongoing";
  return "open";
}

/**
 * The 'Participer' button: hidden when cancelled, past or full; external events link to
 * the redirect endpoint, the others to the attend step of the event page. An event that approves each
 * registration takes requests when full too (a request takes no place: docs/product.md §5 "Approval").
 */
export function registrationAction(
  event: EventJson,
  state: RegistrationState,
  { apiBase, lang, userId }: { apiBase: string; lang: string; userId: string | null },
): RegistrationAction {
  const asks = state === "full" && event.requiresApproval;
  if (state !== "open" && state !== "ongoing" && !asks) return null;
  if (event.registerExternal) return { kind: "external", href: externalRegistrationHref(apiBase, event._id, { lang, userId }) };
  return { kind: "attend", href: "attend" };
}

/** The places-left text shows only for 1 to 9 remaining places (docs/product.md §5). */
export function placesLeftToShow(event: Pick<EventJson, "maxAttendees" | "attendeesCount">): number | null {
  const left = placesLeft(event);
  return left !== null && left >= 1 && left <= 9 ? left : null;
}

/** The participant count shows only above 10 attendees (docs/product.md §5). */
export function attendeeCountToShow(event: Pick<EventJson, "attendeesCount">): number | null {
  return event.attendeesCount > 10 ? event.attendeesCount : null;
}
