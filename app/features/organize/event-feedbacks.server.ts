import { roundRating } from "./event-dashboard.server";
import { readEventFeedbackRows } from "./event-feedbacks.db.server";

/** GET /events/{id}/feedbacks (docs/product.md §7): what attendees said, newest first, with the average rating. */
export async function listEventFeedbacks(db: D1Database, eventId: string) {
  const { rows, totals } = await readEventFeedbackRows(db, eventId);
  return {
    average: roundRating(totals.average),
    count: totals.count,
    data: rows.map((row) => ({
      _id: row.id,
      rating: row.rating,
      text: row.text,
      hidden: row.hidden === 1,
      createdAt: row.created_at,
      user: { displayname: row.display_name },
    })),
  };
}
