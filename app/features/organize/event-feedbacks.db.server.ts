import * as v from "valibot";

/** Most feedbacks one answer lists; the count and the average cover them all. */
export const FEEDBACKS_LIMIT = 1000;

const FeedbackRowSchema = v.object({
  id: v.string(),
  rating: v.number(),
  text: v.string(),
  hidden: v.number(),
  created_at: v.string(),
  display_name: v.nullable(v.string()),
});
export type FeedbackRow = v.InferOutput<typeof FeedbackRowSchema>;

const TotalsRowSchema = v.object({ count: v.number(), average: v.nullable(v.number()) });

/**
 * An event's feedbacks, newest first, with each author's public name (display name, else first name), and
 * their count and average, in one batch. A feedback an admin hid keeps its rating but not its text. Both read the event's entries of the feedbacks' (event_id,
 * user_id) key.
 */
export async function readEventFeedbackRows(db: D1Database, eventId: string) {
  const [list, totals] = await db.batch([
    db
      .prepare(
        `SELECT f.id, f.rating, CASE WHEN f.hidden = 1 THEN '' ELSE f.text END AS text, f.hidden, f.created_at,
           coalesce(u.display_name, u.first_name) AS display_name
         FROM feedbacks f JOIN users u ON u.id = f.user_id WHERE f.event_id = ? ORDER BY f.created_at DESC, f.id DESC LIMIT ?`,
      )
      .bind(eventId, FEEDBACKS_LIMIT),
    db.prepare("SELECT count(*) AS count, avg(rating) AS average FROM feedbacks WHERE event_id = ?").bind(eventId),
  ]);
  return {
    rows: (list?.results ?? []).map((row) => v.parse(FeedbackRowSchema, row)),
    totals: v.parse(TotalsRowSchema, totals?.results[0]),
  };
}
