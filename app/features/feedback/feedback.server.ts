import { findFeedback, findFeedbackContext, upsertFeedback } from "./feedback.db.server";
import { toFeedbackJson, type FeedbackBody, type FeedbackJson } from "./feedback.schema";
import { newRecordId } from "~/lib/record-id";

export type FeedbackFailure = "event_not_found" | "not_attendee" | "event_cancelled" | "event_not_started";

type FeedbackResult = { ok: true; value: FeedbackJson } | { ok: false; failure: FeedbackFailure };

/**
 * Gives or edits the user's feedback on an event: only its attendees, only once it has started (docs/product.md §2
 * feedback page), never on a cancelled event. One feedback per person: a second call rewrites it.
 */
export async function giveFeedback(db: D1Database, userId: string, eventId: string, body: FeedbackBody, now = new Date()): Promise<FeedbackResult> {
  const context = await findFeedbackContext(db, { eventId, userId });
  if (!context) return { ok: false, failure: "event_not_found" };
  if (!context.attending) return { ok: false, failure: "not_attendee" };
  if (context.status === "cancelled") return { ok: false, failure: "event_cancelled" };
  if (new Date(context.start_date).getTime() > now.getTime()) return { ok: false, failure: "event_not_started" };
  const row = await upsertFeedback(db, { eventId, userId, id: newRecordId(), now: now.toISOString(), ...body });
  return row ? { ok: true, value: toFeedbackJson(row) } : { ok: false, failure: "not_attendee" };
}

/** The user's own feedback on an event, or null. */
export async function myFeedback(db: D1Database, userId: string, eventId: string): Promise<FeedbackJson | null> {
  const row = await findFeedback(db, { eventId, userId });
  return row ? toFeedbackJson(row) : null;
}
