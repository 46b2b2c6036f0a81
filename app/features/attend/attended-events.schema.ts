import * as v from "valibot";

/**
 * GET /users/events: the badges need only the ids; the agenda also shows each event's `ticket` (the member's
 * check-in code, null for an answer written before tickets existed).
 */
const AttendedSchema = v.object({ data: v.array(v.object({ _id: v.string(), ticket: v.optional(v.nullable(v.string()), null) })) });

export function parseAttendedIds(answer: unknown): string[] {
  return v.parse(AttendedSchema, answer).data.map((event) => event._id);
}

/** The member's ticket for each event of an agenda answer, by event id. */
export function parseAttendedTickets(answer: unknown): Map<string, string> {
  return new Map(v.parse(AttendedSchema, answer).data.flatMap((event) => (event.ticket ? [[event._id, event.ticket] as const] : [])));
}
