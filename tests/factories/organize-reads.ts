import { env } from "cloudflare:workers";
import * as v from "valibot";
import { newRecordId } from "~/lib/record-id";
import { apiCall } from "../support/api-call";
import { eventNo, msOf, userNo } from "~/lib/compact-keys";

/**
 * Registers `userId` for the event as attending (or, with `waitlist`, waiting) at `at`, keeping
 * events.attendees_count in step as the attend code does; `checkedInAt` marks them present.
 */
export async function addRegistration(eventId: string, userId: string, at: string, { waitlist = false, checkedInAt = null as string | null } = {}) {
  if (waitlist) {
    await env.DB.prepare("INSERT INTO waitlist (event_id, user_id, created_at) VALUES (?, ?, ?)").bind(eventId, userId, at).run();
    return;
  }
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO attendees (event_no, user_no, created_at, checked_in_at) VALUES (${eventNo("?1")}, ${userNo("?2")}, ${msOf("?3")}, ${msOf("?4")})`,
    ).bind(eventId, userId, at, checkedInAt),
    env.DB.prepare("UPDATE events SET attendees_count = attendees_count + 1 WHERE id = ?").bind(eventId),
  ]);
}

/** `userId`'s feedback on the event, given at `at`, counted in events.feedbacks_count as the feedback code does. */
export async function addFeedback(eventId: string, userId: string, rating: number, text: string, at: string) {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO feedbacks (id, event_id, user_id, rating, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)").bind(
      newRecordId(),
      eventId,
      userId,
      rating,
      text,
      at,
      at,
    ),
    env.DB.prepare("UPDATE events SET feedbacks_count = feedbacks_count + 1 WHERE id = ?").bind(eventId),
  ]);
}

/** Analytics events as a consenting browser sends them (POST /analytics/events): `name` with `data`, `count` times. */
export async function sendAnalytics(name: string, data: Record<string, string>, count = 1) {
  const events = Array.from({ length: count }, () => ({ name, data, at: new Date().toISOString() }));
  const response = await apiCall("POST", "/analytics/events", { body: { events } });
  if (response.status !== 204) throw new Error(`POST /analytics/events answered ${response.status}`);
}

const MailRowSchema = v.object({ kind: v.string(), lang: v.string(), subject: v.string(), text: v.string(), html: v.nullable(v.string()) });

/** The latest outbox row sent to `to` (its kind, language, subject, text and HTML), null when none. */
export async function lastMailTo(to: string) {
  const row = await env.DB.prepare("SELECT kind, lang, subject, text, html FROM outbox WHERE to_email = ? ORDER BY created_at DESC, rowid DESC LIMIT 1")
    .bind(to)
    .first();
  return row ? v.parse(MailRowSchema, row) : null;
}
