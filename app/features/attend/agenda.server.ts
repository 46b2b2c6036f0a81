import { listArchivedAttended } from "~/features/events/event-archive.server";
import { toEventJson } from "~/features/events/to-event-json";
import { AGENDA_LIMIT, listEventsOfUser } from "./agenda.db.server";

/**
 * GET /users/events: the user's agenda, upcoming or past, each event with the user's `ticket` (check-in code). The
 * past goes on into the archive (docs/decisions/037-archive-of-past-events.md): events archived ended before any
 * event still in DB, so they follow it, up to the agenda's limit.
 */
export async function listUserEvents(env: Env, userId: string, when: "active" | "past") {
  const rows = await listEventsOfUser(env.DB, userId, { when });
  const older = when === "past" && rows.length < AGENDA_LIMIT ? await listArchivedAttended(env, userId, AGENDA_LIMIT - rows.length) : [];
  return { data: [...rows, ...older].map((row) => ({ ...toEventJson(row), ticket: row.ticket })) };
}
