import { normalizeTicket } from "~/features/organize/ticket-code";
import type { Attendee } from "./organize-answers.schema";

/** A check-in made at the door, waiting to reach the server (kept in IndexedDB while offline). */
export type PendingCheckin = { eventId: string; userId: string; at: string };

export type Arrival = { outcome: "arrived"; attendee: Attendee } | { outcome: "already"; attendee: Attendee } | { outcome: "unknown" };

/** What scanning `code` means for the list: a new arrival, someone already in, or no such ticket. */
export function arrivalOf(attendees: readonly Attendee[], code: string): Arrival {
  const ticket = normalizeTicket(code);
  const attendee = ticket ? attendees.find((item) => item.ticket === ticket) : undefined;
  if (!attendee) return { outcome: "unknown" };
  return attendee.checkedInAt ? { outcome: "already", attendee } : { outcome: "arrived", attendee };
}

/** The earlier of two arrival times (an arrival is never undone by an older copy of the list). */
function earliest(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return a < b ? a : b;
}

/**
 * A list from the server laid over the one on this device: the server's people (someone unregistered is
 * gone, a newcomer appears), each with the earliest arrival either copy knows. A load that started before
 * an arrival was sent cannot make that person absent again.
 */
export function mergeArrivals(server: readonly Attendee[], device: readonly Attendee[] | null): Attendee[] {
  const known = new Map((device ?? []).map((item) => [item.userId, item.checkedInAt]));
  return server.map((item) => ({ ...item, checkedInAt: earliest(item.checkedInAt, known.get(item.userId) ?? null) }));
}

/** The list with `userId` marked arrived at `at` (an attendee already in keeps the first time). */
export function markArrived(attendees: readonly Attendee[], userId: string, at: string): Attendee[] {
  return attendees.map((item) => (item.userId === userId && !item.checkedInAt ? { ...item, checkedInAt: at } : item));
}

/**
 * The server's list with the check-ins still waiting to be sent applied on top: a fresh load while some
 * arrivals are queued must not show those people as absent.
 */
export function withPending(attendees: readonly Attendee[], pending: readonly PendingCheckin[]): Attendee[] {
  return pending.reduce<Attendee[]>((list, item) => markArrived(list, item.userId, item.at), [...attendees]);
}
