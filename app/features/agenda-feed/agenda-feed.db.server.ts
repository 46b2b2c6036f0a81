import * as v from "valibot";
import { EVENT_COLUMNS, EVENT_JOINS } from "~/features/events/events.db.server";
import { EventRowSchema } from "~/features/events/events.schema";

/** Events are read with the columns every event read selects, plus the language the user attends in. */
const AgendaRowSchema = v.object({ ...EventRowSchema.entries, attendee_lang: v.string() });

/** How many events one feed lists at most. */
const FEED_LIMIT = 500;

/** Stores the hash of the user's new feed secret; the previous one stops working. */
export async function setCalendarSecretHash(db: D1Database, userId: string, hash: string | null) {
  await db.prepare("UPDATE users SET calendar_secret = ? WHERE id = ?").bind(hash, userId).run();
}

/**
 * The owner of a feed secret hash (null when revoked or unknown) and the events they attend that are not
 * over yet, cancelled ones included so calendars show the cancellation, in start order.
 */
export async function findAgendaBySecretHash(db: D1Database, hash: string, now: string) {
  const [owner, events] = await db.batch([
    db.prepare("SELECT lang FROM users WHERE calendar_secret = ?").bind(hash),
    db
      .prepare(
        `SELECT ${EVENT_COLUMNS}, a.lang AS attendee_lang
         FROM users u JOIN attendees a ON a.user_no = u.no JOIN events e ON e.no = a.event_no ${EVENT_JOINS}
         WHERE u.calendar_secret = ?1 AND e.status != 'draft' AND coalesce(e.end_date, e.start_date) >= ?2
         ORDER BY e.start_date, e.id LIMIT ?3`,
      )
      .bind(hash, now, FEED_LIMIT),
  ]);
  const user = owner?.results[0];
  if (!user) return null;
  return {
    lang: v.parse(v.object({ lang: v.string() }), user).lang,
    events: (events?.results ?? []).map((row) => v.parse(AgendaRowSchema, row)),
  };
}
