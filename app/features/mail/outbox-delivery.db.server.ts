import * as v from "valibot";
import type { OutgoingMail } from "./mail-sender.server";

/**
 * The outbox as a delivery queue (migrations/0004_outbox_delivery.sql, docs/decisions/009-email-delivery.md).
 * A deliverer claims rows with a lease (`claimed_until`) and every later write to a row is conditioned on
 * that same lease, so a deliverer whose lease has ended and been taken over changes nothing.
 */

const AttachmentsSchema = v.pipe(v.string(), v.parseJson(), v.array(v.object({ filename: v.string(), contentType: v.string(), content: v.string() })));

const ClaimedRowSchema = v.object({
  id: v.string(),
  attempts: v.number(),
  to_email: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.nullable(v.string()),
  attachments: AttachmentsSchema,
});

const RowIdSchema = v.object({ id: v.string(), attempts: v.number() });

/** A claimed row: its email, or why it cannot be read (it is then given up, not left to block the queue). */
export type ClaimedMail = { id: string; attempts: number } & ({ mail: OutgoingMail } | { unreadable: string });

function readClaimedRow(row: Record<string, unknown>): ClaimedMail {
  const { id, attempts } = v.parse(RowIdSchema, row);
  const parsed = v.safeParse(ClaimedRowSchema, row);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    return { id, attempts, unreadable: `unreadable row: ${v.getDotPath(issue) ?? "row"}: ${issue.message}` };
  }
  const { to_email, subject, text, html, attachments } = parsed.output;
  return { id, attempts, mail: { id, to: to_email, subject, text, html, attachments } };
}

/**
 * Claims up to `limit` due rows, oldest first, until `leaseUntil`: unsent, not given up, due (`next_attempt_at`)
 * and not held by another deliverer's running lease. One statement, so two deliverers never get the same row.
 * The inner query scans the partial index `outbox_pending`, which holds only rows still to deliver.
 */
export async function claimDueMail(db: D1Database, { now, leaseUntil, limit }: { now: string; leaseUntil: string; limit: number }) {
  const { results } = await db
    .prepare(
      `UPDATE outbox SET claimed_until = ?2
       WHERE id IN (
         SELECT id FROM outbox
         WHERE sent_at IS NULL AND failed_at IS NULL
           AND (next_attempt_at IS NULL OR next_attempt_at <= ?1)
           AND (claimed_until IS NULL OR claimed_until <= ?1)
         ORDER BY created_at LIMIT ?3
       )
       RETURNING id, attempts, to_email, subject, text, html, attachments`,
    )
    .bind(now, leaseUntil, limit)
    .all();
  return results.map(readClaimedRow);
}

type Claim = { id: string; leaseUntil: string };

export async function markSent(db: D1Database, claim: Claim, now: string) {
  await db
    .prepare("UPDATE outbox SET sent_at = ?3, attempts = attempts + 1, claimed_until = NULL WHERE id = ?1 AND claimed_until = ?2")
    .bind(claim.id, claim.leaseUntil, now)
    .run();
}

export async function scheduleRetry(db: D1Database, claim: Claim, { nextAttemptAt, error }: { nextAttemptAt: string; error: string }) {
  await db
    .prepare(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?3, last_error = ?4, claimed_until = NULL
       WHERE id = ?1 AND claimed_until = ?2`,
    )
    .bind(claim.id, claim.leaseUntil, nextAttemptAt, error)
    .run();
}

/** Gives up on the row: it stays in the outbox as the record of an email that was not delivered. */
export async function markFailed(db: D1Database, claim: Claim, { now, error }: { now: string; error: string }) {
  await db
    .prepare(
      `UPDATE outbox SET attempts = attempts + 1, failed_at = ?3, last_error = ?4, claimed_until = NULL
       WHERE id = ?1 AND claimed_until = ?2`,
    )
    .bind(claim.id, claim.leaseUntil, now, error)
    .run();
}
