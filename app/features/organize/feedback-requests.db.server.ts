import * as v from "valibot";
import { eventNo } from "~/lib/compact-keys";
import { attendeeMailLanguageIs } from "./mail-language";

const DueRowSchema = v.object({ id: v.string(), slug: v.string(), emails: v.nullable(v.string()) });

/**
 * Active events that ended between `since` and `until` and were not looked at yet, soonest ended first
 * (events_feedback_due, migrations/0033).
 */
export async function findEventsEnded(db: D1Database, { since, until, limit }: { since: string; until: string; limit: number }) {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.slug, e.emails FROM events e INDEXED BY events_feedback_due
       WHERE e.status = 'active' AND e.feedback_asked_at IS NULL AND coalesce(e.end_date, e.start_date) BETWEEN ?1 AND ?2
       ORDER BY coalesce(e.end_date, e.start_date) LIMIT ?3`,
    )
    .bind(since, until, limit)
    .all();
  return results.map((row) => v.parse(DueRowSchema, row));
}

/**
 * Marks as looked at, without asking anyone, up to `limit` active events that ended before `before`: when the
 * job did not run for a while, what it missed is left, and the index keeps only what is to come.
 */
export async function skipEventsEndedBefore(db: D1Database, { before, now, limit }: { before: string; now: string; limit: number }) {
  const result = await db
    .prepare(
      `UPDATE events SET feedback_asked_at = ?2 WHERE id IN (
         SELECT e.id FROM events e INDEXED BY events_feedback_due
         WHERE e.status = 'active' AND e.feedback_asked_at IS NULL AND coalesce(e.end_date, e.start_date) < ?1 LIMIT ?3)`,
    )
    .bind(before, now, limit)
    .run();
  return result.meta.changes;
}

/** The request of one language, ready for the outbox. */
export type FeedbackRequestMail = { lang: string; subject: string; text: string; html: string };

/**
 * Queues the request of every attendee of event `eventId` who arrived (checked in), in the language they
 * registered in, and marks the event asked, in one transaction: a run that overlaps another finds it marked
 * (the UPDATE's condition), so nobody is asked twice. `mails` empty marks it only (the organizer turned the
 * request off). The number of emails queued.
 */
export async function queueFeedbackRequests(db: D1Database, eventId: string, mails: FeedbackRequestMail[], now: string) {
  const statements = [
    ...mails.map((mail) =>
      db
        .prepare(
          `INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments)
           SELECT lower(hex(randomblob(12))), u.email, 'feedback-request', ?2, ?3, ?4, ?5, '[]'
           FROM attendees a JOIN users u ON u.no = a.user_no
           WHERE a.event_no = ${eventNo("?1")} AND a.checked_in_at IS NOT NULL AND ${attendeeMailLanguageIs("?2")}
             AND (SELECT feedback_asked_at FROM events WHERE id = ?1) IS NULL`,
        )
        .bind(eventId, mail.lang, mail.subject, mail.text, mail.html),
    ),
    db.prepare("UPDATE events SET feedback_asked_at = ?2 WHERE id = ?1 AND feedback_asked_at IS NULL").bind(eventId, now),
  ];
  const results = await db.batch(statements);
  return results.slice(0, mails.length).reduce((sum, result) => sum + result.meta.changes, 0);
}
