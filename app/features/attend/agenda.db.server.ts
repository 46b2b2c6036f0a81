import * as v from "valibot";
import { EVENT_COLUMNS, EVENT_JOINS } from "~/features/events/events.db.server";
import { EventRowSchema, type EventRow } from "~/features/events/events.schema";
import { userNo } from "~/lib/compact-keys";

const AgendaTicketSchema = v.object({ attendee_ticket: v.nullable(v.string()) });

/** Most events an agenda lists at once. */
/** Most events one part of a member's agenda shows. */
export const AGENDA_LIMIT = 500;

/**
 * The events a user attends (attendees_by_user), each with the user's ticket: "active" ones (not over: end, else start, at or after
 * `now`) soonest first, or "past" ones latest first. Drafts are left out; cancelled events stay visible.
 */
export async function listEventsOfUser(
  db: D1Database,
  userId: string,
  { when, now = new Date().toISOString() }: { when: "active" | "past"; now?: string },
): Promise<(EventRow & { ticket: string | null })[]> {
  const [comparison, order] = when === "active" ? [">=", "ASC"] : ["<", "DESC"];
  const { results } = await db
    .prepare(
      `SELECT ${EVENT_COLUMNS}, a.ticket AS attendee_ticket FROM attendees a JOIN events e ON e.no = a.event_no ${EVENT_JOINS}
       WHERE a.user_no = ${userNo("?1")} AND e.status != 'draft' AND coalesce(e.end_date, e.start_date) ${comparison} ?2
       ORDER BY e.start_date ${order}, e.id LIMIT ${AGENDA_LIMIT}`,
    )
    .bind(userId, now)
    .all();
  // The attendee's check-in code travels with each event of the agenda (docs/product.md §7, GET /users/events).
  return results.map((row) => ({ ...v.parse(EventRowSchema, row), ticket: v.parse(AgendaTicketSchema, row).attendee_ticket }));
}
