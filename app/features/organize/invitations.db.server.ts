import * as v from "valibot";
import type { Lang } from "~/i18n/locale";
import { INVITATION_STATUSES, type Invitation, type InvitationStatus } from "./invitations.schema";

/*
 * The invitations table (migrations/0038_event_invitations.sql, docs/product.md §5 "Invitations"). Whether an
 * invited person registered is read by their address from the attendees, the waitlist and the requests, so it
 * is never stored twice and stays true when they leave.
 */

/** Invitation `i`'s person is an attendee of its event (their account has its address). */
const REGISTERED = `EXISTS (SELECT 1 FROM users iu JOIN attendees ia ON ia.user_no = iu.no AND ia.event_no = i.event_no WHERE iu.email = i.email)`;

/** Invitation `i`'s person waits: on the waitlist, or a request not declined by the organizers. */
const WAITING = `EXISTS (SELECT 1 FROM users iu JOIN events ie ON ie.no = i.event_no JOIN waitlist iw ON iw.event_id = ie.id AND iw.user_id = iu.id WHERE iu.email = i.email)
  OR EXISTS (SELECT 1 FROM users iu JOIN registration_requests ir ON ir.user_no = iu.no AND ir.event_no = i.event_no AND ir.declined_at IS NULL WHERE iu.email = i.email)`;

/** The status of invitation `i` (INVITATION_STATUSES): registering outweighs declining, which outweighs opening. */
const STATUS = `CASE WHEN ${REGISTERED} THEN 'registered' WHEN ${WAITING} THEN 'waiting'
  WHEN i.declined_at IS NOT NULL THEN 'declined' WHEN i.opened_at IS NOT NULL THEN 'opened' ELSE 'invited' END`;

/** Invitations without an answer (neither registered, waiting nor declined), not reminded since `?2` (ms). */
const TO_REMIND = `i.event_no = (SELECT no FROM events WHERE id = ?1) AND i.declined_at IS NULL AND (i.reminded_at IS NULL OR i.reminded_at <= ?2)
  AND NOT (${REGISTERED}) AND NOT (${WAITING})`;

const RowSchema = v.object({
  email: v.string(),
  lang: v.picklist(["fr", "en", "es"]),
  status: v.picklist(INVITATION_STATUSES),
  invited_at: v.number(),
  opened_at: v.nullable(v.number()),
  declined_at: v.nullable(v.number()),
  reminded_at: v.nullable(v.number()),
});

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The invitations of event `eventId`, newest first. */
export async function listInvitations(db: D1Database, eventId: string): Promise<Invitation[]> {
  const { results } = await db
    .prepare(
      `SELECT i.email, i.lang, ${STATUS} AS status, i.invited_at, i.opened_at, i.declined_at, i.reminded_at
       FROM invitations i WHERE i.event_no = (SELECT no FROM events WHERE id = ?) ORDER BY i.invited_at DESC, i.email`,
    )
    .bind(eventId)
    .all();
  return results.map((row) => {
    const parsed = v.parse(RowSchema, row);
    return {
      email: parsed.email,
      lang: parsed.lang,
      status: parsed.status,
      invitedAt: new Date(parsed.invited_at).toISOString(),
      openedAt: iso(parsed.opened_at),
      declinedAt: iso(parsed.declined_at),
      remindedAt: iso(parsed.reminded_at),
    };
  });
}

/** Deletes the invitations of event `eventId` to `emails` (any case); the addresses whose invitation went. */
export async function deleteInvitations(db: D1Database, eventId: string, emails: string[]): Promise<string[]> {
  const { results } = await db
    .prepare(
      `DELETE FROM invitations WHERE event_no = (SELECT no FROM events WHERE id = ?1)
         AND email IN (SELECT value FROM json_each(?2)) RETURNING email`,
    )
    .bind(eventId, JSON.stringify(emails))
    .all();
  return v.parse(v.array(v.object({ email: v.string() })), results).map((row) => row.email);
}

const CountsSchema = v.object({ total: v.number(), sent: v.number() });

/** How many invitations event `eventId` holds, and how many invitation emails it sent since `since` (ms). */
export async function countInvitations(db: D1Database, eventId: string, since: number) {
  const row = await db
    .prepare(
      `SELECT count(*) AS total, coalesce(sum((invited_at > ?2) + (coalesce(reminded_at, 0) > ?2)), 0) AS sent
       FROM invitations WHERE event_no = (SELECT no FROM events WHERE id = ?1)`,
    )
    .bind(eventId, since)
    .first();
  return v.parse(CountsSchema, row);
}

/** One email written once for many: KEY_PLACEHOLDER stands for each person's key in its link. */
export type InvitationMail = { subject: string; text: string; html: string };

/**
 * Invites `emails` to event `eventId` in one batch: an invitation each, with its key (unless the address is
 * already invited, or registered or waiting), and its email with the key in its link. The addresses invited.
 */
export async function insertInvitations(
  db: D1Database,
  eventId: string,
  emails: string[],
  { lang, now, mail, placeholder }: { lang: Lang; now: number; mail: InvitationMail; placeholder: string },
): Promise<string[]> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO invitations (event_no, email, key, lang, invited_at)
         SELECT e.no, j.value, lower(hex(randomblob(16))), ?3, ?4 FROM events e, json_each(?2) j
         WHERE e.id = ?1 AND NOT EXISTS (SELECT 1 FROM users u JOIN attendees a ON a.user_no = u.no AND a.event_no = e.no WHERE u.email = j.value)
           AND NOT EXISTS (SELECT 1 FROM users u JOIN waitlist w ON w.user_id = u.id AND w.event_id = e.id WHERE u.email = j.value)
           AND NOT EXISTS (SELECT 1 FROM users u JOIN registration_requests r ON r.user_no = u.no AND r.event_no = e.no WHERE u.email = j.value)
         ON CONFLICT DO NOTHING RETURNING email`,
      )
      .bind(eventId, JSON.stringify(emails), lang, now),
    db
      .prepare(
        `INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments)
         SELECT lower(hex(randomblob(12))), i.email, 'event-invitation', i.lang, ?4, replace(?5, ?7, i.key), replace(?6, ?7, i.key), '[]'
         FROM invitations i WHERE i.event_no = (SELECT no FROM events WHERE id = ?1) AND i.invited_at = ?3 AND i.email IN (SELECT value FROM json_each(?2))`,
      )
      .bind(eventId, JSON.stringify(emails), now, mail.subject, mail.text, mail.html, placeholder),
  ]);
  return v.parse(v.array(v.object({ email: v.string() })), inserted?.results ?? []).map(({ email }) => email);
}

/** How many of event `eventId`'s invitations a reminder would reach now, per language (`since`: the gap's start, ms). */
export async function countToRemind(db: D1Database, eventId: string, since: number): Promise<{ lang: Lang; count: number }[]> {
  const { results } = await db.prepare(`SELECT i.lang, count(*) AS count FROM invitations i WHERE ${TO_REMIND} GROUP BY i.lang`).bind(eventId, since).all();
  return v.parse(v.array(v.object({ lang: v.picklist(["fr", "en", "es"]), count: v.number() })), results);
}

/**
 * Reminds event `eventId`'s invitations without an answer, not reminded since `since`: per language, the
 * email (its key in its link) and the time of the reminder, in one batch, so a second click sends nothing
 * twice. How many reminders left.
 */
export async function queueReminders(
  db: D1Database,
  eventId: string,
  mails: { lang: Lang; mail: InvitationMail }[],
  { since, now, placeholder }: { since: number; now: number; placeholder: string },
): Promise<number> {
  const statements = mails.flatMap(({ lang, mail }) => [
    db
      .prepare(
        `INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments)
         SELECT lower(hex(randomblob(12))), i.email, 'event-invitation-reminder', i.lang, ?4, replace(?5, ?7, i.key), replace(?6, ?7, i.key), '[]'
         FROM invitations i WHERE ${TO_REMIND} AND i.lang = ?3`,
      )
      .bind(eventId, since, lang, mail.subject, mail.text, mail.html, placeholder),
    db.prepare(`UPDATE invitations AS i SET reminded_at = ?4 WHERE ${TO_REMIND} AND i.lang = ?3`).bind(eventId, since, lang, now),
  ]);
  if (statements.length === 0) return 0;
  const results = await db.batch(statements);
  return results.filter((_, index) => index % 2 === 0).reduce((sum, result) => sum + result.meta.changes, 0);
}

/**
 * Follows invitation `key` to event `slug`: stamps when it was first opened, and says where it stands (its
 * status, INVITATION_STATUSES). Null: no such invitation for this event. One round trip (SQLite's RETURNING
 * cannot read other tables, so the status is a SELECT in the same batch).
 */
export async function openInvitation(db: D1Database, slug: string, key: string, now: number): Promise<{ status: InvitationStatus; email: string } | null> {
  const [opened, read] = await db.batch([
    db
      .prepare(
        "UPDATE invitations SET opened_at = coalesce(opened_at, ?3) WHERE key = ?2 AND event_no = (SELECT no FROM events WHERE slug = ?1) RETURNING 1 AS ok",
      )
      .bind(slug, key, now),
    db.prepare(`SELECT ${STATUS} AS status, i.email FROM invitations i WHERE i.key = ?`).bind(key),
  ]);
  if (!opened?.results.length) return null;
  return v.parse(v.array(v.object({ status: v.picklist(INVITATION_STATUSES), email: v.string() })), read?.results ?? [])[0] ?? null;
}

/**
 * Invitation `key` declined now (kept when it was already). Null: no such invitation; "registered": its person is
 * registered or waiting, and leaves through the event's own button rather than by declining.
 */
export async function declineInvitation(db: D1Database, key: string, now: number): Promise<"declined" | "registered" | null> {
  const declined = await db
    .prepare(
      `UPDATE invitations AS i SET declined_at = coalesce(i.declined_at, ?2) WHERE i.key = ?1 AND NOT (${REGISTERED}) AND NOT (${WAITING}) RETURNING 1 AS ok`,
    )
    .bind(key, now)
    .first();
  if (declined) return "declined";
  return (await db.prepare("SELECT 1 FROM invitations WHERE key = ?").bind(key).first()) ? "registered" : null;
}
