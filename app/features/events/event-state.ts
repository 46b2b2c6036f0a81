import type { EventJson } from "./event-json";

export type RegistrationState = "cancelled" | "past" | "ongoing" | "registered" | "full" | "open";

/** Past: the end (or the start when there is no end) is before now (spec §4). */
export function isPast(event: Pick<EventJson, "startDate" | "endDate">, now: Date): boolean {
  return new Date(event.endDate ?? event.startDate).getTime() < now.getTime();
}

export function placesLeft(event: Pick<EventJson, "maxAttendees" | "attendeesCount">): number | null {
  return event.maxAttendees > 0 ? Math.max(0, event.maxAttendees - event.attendeesCount) : null;
}

/** The registration state of an event for a visitor, in the order of spec §4's button logic. */
export function registrationState(event: EventJson, { now, registered }: { now: Date; registered: boolean }): RegistrationState {
  if (event.status === "cancelled") return "cancelled";
  if (isPast(event, now)) return "past";
  if (registered) return "registered";
  if (new Date(event.startDate).getTime() <= now.getTime()) return "ongoing";
  if (placesLeft(event) === 0 && !event.registerExternal) return "full";
  return "open";
}
