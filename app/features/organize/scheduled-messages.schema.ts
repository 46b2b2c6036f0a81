import * as v from "valibot";
import { AnswerSegmentSchema, CONTACT_SEGMENTS, type AnswerSegment } from "./event-attendees.schema";
import type { MessageRow } from "./scheduled-messages.db.server";

/** A message kept for later, as its event's organizers read it (GET /events/{id}/messages). */
export const ScheduledMessageSchema = v.object({
  _id: v.string(),
  segment: v.picklist(CONTACT_SEGMENTS),
  /** The answer of the `answer` segment: `{question, choice}`. */
  answer: v.optional(v.nullable(AnswerSegmentSchema), null),
  subject: v.string(),
  message: v.string(),
  sendAt: v.string(),
  /** Waiting, sent (with how many emails it made), or cancelled. */
  state: v.picklist(["scheduled", "sent", "cancelled"]),
  sentCount: v.nullable(v.number()),
});
export type ScheduledMessage = v.InferOutput<typeof ScheduledMessageSchema>;

export const ScheduledMessagesSchema = v.object({ data: v.array(ScheduledMessageSchema) });

/** A message id as the paths carry it (32 hexadecimal digits). */
export const MessageIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, "must be a message id"));

export function toScheduledMessage(row: MessageRow): ScheduledMessage {
  return {
    _id: row.id,
    segment: row.segment,
    answer: storedAnswer(row) ?? null,
    subject: row.subject,
    message: row.message,
    sendAt: row.send_at,
    state: row.state,
    sentCount: row.sent_count,
  };
}

/** The answer a message's `answer` segment is about, read from its column; undefined for another segment. */
export function storedAnswer(row: Pick<MessageRow, "answer">): AnswerSegment | undefined {
  try {
    const parsed = v.safeParse(AnswerSegmentSchema, JSON.parse(row.answer ?? "null"));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
