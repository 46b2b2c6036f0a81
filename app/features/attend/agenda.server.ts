import { toEventJson } from "~/features/events/event-json";
import { listEventsOfUser } from "./agenda.db.server";

/** GET /users/events: the user's agenda, upcoming or past, each event with the user's `ticket` (check-in code). */
export async function listUserEvents(db: D1Database, userId: string, when: "active" | "past") {
  return { data: (await listEventsOfUser(db, userId, { when })).map((row) => ({ ...toEventJson(row), ticket: row.ticket })) };
}
