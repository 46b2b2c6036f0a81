import * as v from "valibot";
import { CONTACT_SEGMENTS, type AnswerSegment, type ContactSegment } from "./event-attendees.schema";

const MessageRowSchema = v.object({
  id: v.string(),
  event_id: v.string(),
  segment: v.picklist(CONTACT_SEGMENTS),
  subject: v.string(),
  message: v.string(),
  send_at: v.string(),
  state: v.picklist(["scheduled", "sent", "cancelled"]),
  sent_count: v.nullable(v.number()),
  /** The answer of the `answer` segment, as JSON `{question, choice}`; null for the others. */
  answer: v.nullable(v.string()),
});
export type MessageRow = v.InferOutput<typeof MessageRowSchema>;

const COLUMNS = "id, event_id, segment, subject, message, send_at, state, sent_count, answer";

/** Keeps a message to send at `sendAt`; the message as stored. */
export async function insertScheduledMessage(
  db: D1Database,
  message: { eventId: string; segment: ContactSegment; answer?: AnswerSegment; subject: string; message: string; sendAt: string; createdBy: string },
): Promise<MessageRow> {
  const id = crypto.randomUUID().replaceAll("-", "");
  const row = await db
    .prepare(
      `INSERT INTO scheduled_messages (id, event_id, segment, subject, message, send_at, created_by, answer) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    )
    .bind(
      id,
      message.eventId,
      message.segment,
      message.subject,
      message.message,
      message.sendAt,
      message.createdBy,
      message.answer ? JSON.stringify(message.answer) : null,
    )
    .first();
  return v.parse(MessageRowSchema, row);
}

/** An event's messages kept for later, the next first, then those sent or cancelled, latest first (50 at most). */
export async function listScheduledMessages(db: D1Database, eventId: string): Promise<MessageRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM scheduled_messages WHERE event_id = ?
       ORDER BY state != 'scheduled', CASE WHEN state = 'scheduled' THEN send_at END, send_at DESC, created_at DESC, id LIMIT 50`,
    )
    .bind(eventId)
    .all();
  return results.map((row) => v.parse(MessageRowSchema, row));
}

/**
 * Cancels message `id` of event `eventId` while it waits: "cancelled" (or already so), "sent" when it left
 * before, null for no such message of this event.
 */
export async function cancelScheduledMessage(db: D1Database, eventId: string, id: string): Promise<"cancelled" | "sent" | null> {
  const [, row] = await db.batch([
    db.prepare("UPDATE scheduled_messages SET state = 'cancelled' WHERE id = ? AND event_id = ? AND state = 'scheduled'").bind(id, eventId),
    db.prepare("SELECT state FROM scheduled_messages WHERE id = ? AND event_id = ?").bind(id, eventId),
  ]);
  const state = row?.results[0] ? v.parse(v.object({ state: v.string() }), row.results[0]).state : null;
  if (state === null) return null;
  return state === "sent" ? "sent" : "cancelled";
}

const DueRowSchema = v.object({ ...MessageRowSchema.entries, slug: v.string(), status: v.string() });

/** Messages due at `now`, the oldest first (scheduled_messages_due), with their event's slug and status. */
export async function findDueMessages(db: D1Database, now: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT m.id, m.event_id, m.segment, m.subject, m.message, m.send_at, m.state, m.sent_count, m.answer, e.slug, e.status
       FROM scheduled_messages m JOIN events e ON e.id = m.event_id
       WHERE m.state = 'scheduled' AND m.send_at <= ? ORDER BY m.send_at LIMIT ?`,
    )
    .bind(now, limit)
    .all();
  return results.map((row) => v.parse(DueRowSchema, row));
}

/**
 * The condition that keeps a message's emails to the run that sends it: SQL on the bound message id `param`,
 * true while the message still waits (the same batch marks it sent last, so a second run writes nothing).
 */
export const whileScheduled = (param: string) => `EXISTS (SELECT 1 FROM scheduled_messages m WHERE m.id = ${param} AND m.state = 'scheduled')`;

/** The statement of a batch that marks message `id` sent, after its emails. */
export function markSentStatement(db: D1Database, id: string) {
  return db.prepare("UPDATE scheduled_messages SET state = 'sent' WHERE id = ? AND state = 'scheduled'").bind(id);
}

/** How many emails a sent message made, or that it was cancelled (its event was). */
export async function closeMessage(db: D1Database, id: string, outcome: { sent: number } | "cancelled") {
  if (outcome === "cancelled") await db.prepare("UPDATE scheduled_messages SET state = 'cancelled' WHERE id = ? AND state = 'scheduled'").bind(id).run();
  else await db.prepare("UPDATE scheduled_messages SET sent_count = ? WHERE id = ?").bind(outcome.sent, id).run();
}
