import * as v from "valibot";
import { EventJsonSchema } from "~/features/events/event-json.schema";

/** GET /users/events?when=active|past: each event with the member's ticket (its check-in code), when attending. */
export const AgendaAnswerSchema = v.object({ data: v.array(v.object({ ...EventJsonSchema.entries, ticket: v.optional(v.nullable(v.string()), null) })) });
export type AgendaEventJson = v.InferOutput<typeof AgendaAnswerSchema>["data"][number];

/** DELETE /events/attend/{id}: the attendance after the change. */
export const AttendanceSchema = v.object({ registered: v.boolean(), waitlisted: v.boolean() });
