import * as v from "valibot";

/** GET /users/events: only the ids matter to the badges. */
const AttendedSchema = v.object({ data: v.array(v.object({ _id: v.string() })) });

export function parseAttendedIds(answer: unknown): string[] {
  return v.parse(AttendedSchema, answer).data.map((event) => event._id);
}
