import * as v from "valibot";
import { visibleEventTerms } from "~/features/events/event-visibility.db.server";
import { FeedbackContextRowSchema, FeedbackRowSchema, type FeedbackBody } from "./feedback.schema";
import { userNo } from "~/lib/compact-keys";

const COLUMNS = "id, event_id, rating, text, created_at, updated_at";

type Ids = { eventId: string; userId: string };

/**
 * The event (not a draft) and whether the user attends it; null when there is no such event or the user may
 * not see it (docs/product.md §6 "Who sees an event").
 */
export async function findFeedbackContext(db: D1Database, { eventId, userId }: Ids) {
  const row = await db
    .prepare(
      `SELECT e.status, e.start_date, EXISTS (SELECT 1 FROM attendees WHERE event_no = e.no AND user_no = ${userNo("?2")}) AS attending
       FROM events e WHERE e.id = ?1 AND e.status != 'draft' AND ${visibleEventTerms("e", "?2")}`,
    )
    .bind(eventId, userId)
    .first();
  return row ? v.parse(FeedbackContextRowSchema, row) : null;
}

/** The user's feedback on an event they may still see (one removed from a private event no longer reads it). */
export async function findFeedback(db: D1Database, { eventId, userId }: Ids) {
  const row = await db
    .prepare(
      `SELECT ${COLUMNS} FROM feedbacks
       WHERE event_id = ?1 AND user_id = ?2 AND EXISTS (SELECT 1 FROM events e WHERE e.id = ?1 AND ${visibleEventTerms("e", "?2")})`,
    )
    .bind(eventId, userId)
    .first();
  return row ? v.parse(FeedbackRowSchema, row) : null;
}

/**
 * Writes the user's one feedback for an event, or rewrites it, in one transaction with the event's
 * feedbacks_count. The write is guarded like the rules (attendee of an active event that has started),
 * so a concurrent unattend cannot slip a feedback in; null when the guard refused it.
 */
export async function upsertFeedback(db: D1Database, { eventId, userId, id, now, rating, text }: Ids & FeedbackBody & { id: string; now: string }) {
  const [written] = await db.batch([
    db
      .prepare(
        `INSERT INTO feedbacks (id, event_id, user_id, rating, text, created_at, updated_at)
         SELECT ?3, e.id, ?2, ?4, ?5, ?6, ?6 FROM events e JOIN attendees a ON a.event_no = e.no
         WHERE e.id = ?1 AND a.user_no = ${userNo("?2")} AND e.status = 'active' AND e.start_date <= ?6
         ON CONFLICT (event_id, user_id) DO UPDATE SET rating = excluded.rating, text = excluded.text, updated_at = excluded.updated_at
         RETURNING ${COLUMNS}`,
      )
      .bind(eventId, userId, id, rating, text, now),
    db
      .prepare(
        `UPDATE events SET feedbacks_count = (SELECT count(*) FROM feedbacks WHERE event_id = ?1)
         WHERE id = ?1 AND feedbacks_count != (SELECT count(*) FROM feedbacks WHERE event_id = ?1)`,
      )
      .bind(eventId),
  ]);
  const row = written?.results[0];
  return row ? v.parse(FeedbackRowSchema, row) : null;
}
