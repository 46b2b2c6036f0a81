import { millisecondsInDay } from "date-fns/constants";
import * as v from "valibot";
import { attendeeMailLanguageIs } from "./mail-language";
import { eventNo, msOf } from "~/lib/compact-keys";

/**
 * Who gets the reminder of event ?1 in language ?2 (docs/product.md §7 "Reminders"): attendees not yet reminded
 * who registered at least a day before the start (someone who registers on the eve just got a confirmation).
 */
const TO_REMIND = `a.event_no = ${eventNo("?1")} AND ${attendeeMailLanguageIs("?2")} AND a.reminded_at IS NULL
  AND a.created_at <= ${msOf("(SELECT start_date FROM events WHERE id = ?1)")} - ${millisecondsInDay}`;

/**
 * Active events starting after `now` and within the next day that still have an attendee to remind, soonest
 * first, public or private (events_by_start: the start range of the events, in start order).
 */
export async function findEventsToRemind(db: D1Database, { now, until, limit }: { now: string; until: string; limit: number }) {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.slug, e.emails FROM events e
       WHERE e.status = 'active' AND e.start_date > ?1 AND e.start_date <= ?2
         AND EXISTS (SELECT 1 FROM attendees a WHERE a.event_no = e.no AND a.reminded_at IS NULL
                     AND a.created_at <= ${msOf("e.start_date")} - ${millisecondsInDay})
       ORDER BY e.start_date LIMIT ?3`,
    )
    .bind(now, until, limit)
    .all();
  return results.map((row) => v.parse(v.object({ id: v.string(), slug: v.string(), emails: v.nullable(v.string()) }), row));
}

/** The reminder of one language, ready for the outbox: `placeholder` in its texts becomes each one's ticket. */
export type ReminderMail = { lang: string; subject: string; text: string; html: string; attachments: string };

/**
 * Queues the reminder of every attendee of event `eventId` who is due one and marks them reminded, in one
 * transaction: each language's INSERT … SELECT and the UPDATE read the same rows, so nobody is emailed twice,
 * even when two runs of the Cron Trigger overlap. The number of emails queued.
 */
export async function queueReminders(db: D1Database, eventId: string, mails: ReminderMail[], { now, placeholder }: { now: string; placeholder: string }) {
  const statements = mails.flatMap((mail) => [
    db
      .prepare(
        `INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments)
         SELECT lower(hex(randomblob(12))), u.email, 'event-reminder', ?2, ?3, replace(?4, ?7, a.ticket), replace(?5, ?7, a.ticket), ?6
         FROM attendees a JOIN users u ON u.no = a.user_no WHERE ${TO_REMIND}`,
      )
      .bind(eventId, mail.lang, mail.subject, mail.text, mail.html, mail.attachments, placeholder),
    db.prepare(`UPDATE attendees AS a SET reminded_at = ${msOf("?3")} WHERE ${TO_REMIND}`).bind(eventId, mail.lang, now),
  ]);
  const results = await db.batch(statements);
  return results.filter((_, i) => i % 2 === 0).reduce((sum, result) => sum + result.meta.changes, 0);
}
