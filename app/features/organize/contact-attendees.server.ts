import { getPublicEnv } from "~/env.server";
import { organizerMail } from "~/features/attend/attend-email";
import type { EventJson } from "~/features/events/event-json";
import { getEventBySlug } from "~/features/events/events.server";
import { LANGS, type Lang } from "~/i18n/locale";
import { SCHEDULE_MAX_DAYS, type AnswerSegment, type ContactBody, type ContactSegment } from "./event-attendees.schema";
import { attendeesMailStatement, pendingMailStatement, waitlistMailStatement } from "./event-writes.db.server";
import {
  cancelScheduledMessage,
  closeMessage,
  findDueMessages,
  insertScheduledMessage,
  listScheduledMessages,
  markSentStatement,
  type MessageRow,
} from "./scheduled-messages.db.server";
import { storedAnswer, toScheduledMessage } from "./scheduled-messages.schema";

type Mail = Parameters<typeof attendeesMailStatement>[3];

/** Who a message goes to: its segment, and the answer of the `answer` segment. */
type Audience = { segment: ContactSegment; answer?: AnswerSegment };

/** The statements that write `mail` (in `lang`) to each person of the audience; with `scheduledId`, while it waits. */
function segmentStatements(
  db: D1Database,
  eventId: string,
  { segment, answer }: Audience,
  lang: Lang,
  mail: Mail,
  scheduledId?: string,
): D1PreparedStatement[] {
  switch (segment) {
    case "registered":
      return [attendeesMailStatement(db, eventId, lang, mail, { scheduledId })];
    case "everyone":
      return [attendeesMailStatement(db, eventId, lang, mail, { scheduledId }), waitlistMailStatement(db, eventId, lang, mail, scheduledId)];
    case "waitlist":
      return [waitlistMailStatement(db, eventId, lang, mail, scheduledId)];
    case "arrived":
    case "absent":
      return [attendeesMailStatement(db, eventId, lang, mail, { arrival: segment, scheduledId })];
    case "pending":
      return [pendingMailStatement(db, eventId, lang, mail, scheduledId)];
    case "answer":
      // A message without its answer (a row written by hand) goes to nobody rather than to everyone.
      return answer ? [attendeesMailStatement(db, eventId, lang, mail, { answer, scheduledId })] : [];
  }
}

/**
 * Queues the message to each person of its segment, one email each, framed in the language each one registered
 * in; a scheduled message (`scheduledId`) is marked sent in the same batch, so two runs never send it twice:
 * `marked` says this run sent it. `queued` is the number of emails.
 */
async function sendToSegment(
  env: Env,
  event: EventJson,
  { subject, message, ...audience }: Pick<ContactBody, "subject" | "message"> & Audience,
  scheduledId?: string,
) {
  const siteUrl = getPublicEnv(env).siteUrl;
  const statements = LANGS.flatMap((lang) => {
    const mail = organizerMail(event, { lang, siteUrl, subject, message });
    return segmentStatements(env.DB, event._id, audience, lang, { kind: "organizer-message", ...mail, attachments: "[]" }, scheduledId);
  });
  const results = await env.DB.batch(scheduledId ? [...statements, markSentStatement(env.DB, scheduledId)] : statements);
  const queued = results.slice(0, statements.length).reduce((sum, result) => sum + result.meta.changes, 0);
  return { queued, marked: results[statements.length]?.meta.changes === 1 };
}

/** Whether the event is over at `at`: those who did not come are known then. */
const isOver = (event: EventJson, at: number) => Date.parse(event.endDate ?? event.startDate) <= at;

/**
 * Why a message was refused: too soon or too far to schedule, those who did not come asked for too early, or an
 * answer the event's questions do not offer.
 */
export type ContactRefusal = "send_at_past" | "send_at_too_far" | "not_over" | "answer_unknown";

/** Whether the event asks a question that offers `answer.choice` (a choice question's option, or yes / no). */
function offersAnswer(event: EventJson, answer: AnswerSegment): boolean {
  const question = event.questions.find((asked) => asked.id === answer.question);
  if (!question || question.kind === "text" || question.kind === "longText") return false;
  return question.kind === "yesNo" ? answer.choice === "yes" || answer.choice === "no" : question.options.some((option) => option.id === answer.choice);
}

/**
 * POST /events/contact/{id}: the organizer's subject and message to the segment asked for (the registered by
 * default), now, or at `sendAt` by the Cron Trigger. `sent` is how many emails were queued; a scheduled message
 * answers itself. Those who did not arrive are known once the event is over: before, `not_over`.
 */
export async function contactAttendees(
  env: Env,
  slug: string,
  body: ContactBody,
  { by, now = new Date() }: { by: string; now?: Date },
): Promise<{ sent: number } | { scheduled: MessageRow } | ContactRefusal | null> {
  const event = await getEventBySlug(env.DB, slug);
  if (!event) return null;
  if (body.answer && !offersAnswer(event, body.answer)) return "answer_unknown";
  if (body.sendAt === undefined) {
    if (body.segment === "absent" && !isOver(event, now.getTime())) return "not_over";
    return { sent: (await sendToSegment(env, event, body)).queued };
  }
  const at = Date.parse(body.sendAt);
  if (at <= now.getTime()) return "send_at_past";
  if (at > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000) return "send_at_too_far";
  if (body.segment === "absent" && !isOver(event, at)) return "not_over";
  const scheduled = await insertScheduledMessage(env.DB, {
    eventId: event._id,
    segment: body.segment,
    answer: body.answer,
    subject: body.subject,
    message: body.message,
    sendAt: body.sendAt,
    createdBy: by,
  });
  return { scheduled };
}

/** Messages sent by one run of the Cron Trigger; the next run (a minute later) goes on with the rest. */
const MESSAGES_PER_RUN = 20;

/**
 * The scheduled messages that are due, run by the Cron Trigger every minute: each goes to its segment as it is
 * then (who registered, waits or arrived by that time), once; a message of an event cancelled since is cancelled
 * too. The number of emails queued.
 */
export async function sendDueMessages(env: Env, now = new Date()): Promise<number> {
  let queued = 0;
  for (const row of await findDueMessages(env.DB, now.toISOString(), MESSAGES_PER_RUN)) {
    const event = row.status === "active" ? await getEventBySlug(env.DB, row.slug) : null;
    if (!event) {
      await closeMessage(env.DB, row.id, "cancelled");
      continue;
    }
    const { queued: sent, marked } = await sendToSegment(env, event, { ...row, answer: storedAnswer(row) }, row.id);
    if (marked) await closeMessage(env.DB, row.id, { sent });
    queued += sent;
  }
  return queued;
}

/** GET /events/{id}/messages: the event's messages kept for later, and those sent or cancelled. */
export async function listEventMessages(env: Env, eventId: string) {
  return (await listScheduledMessages(env.DB, eventId)).map(toScheduledMessage);
}

/** DELETE /events/{id}/messages/{messageId}: cancelled while it waits; "sent" when too late; null for none. */
export function cancelEventMessage(env: Env, eventId: string, messageId: string) {
  return cancelScheduledMessage(env.DB, eventId, messageId);
}
