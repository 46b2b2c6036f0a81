import * as v from "valibot";
import { AuditRowSchema } from "./admin.schema";

/** Who did a write: an admin, or the Cron Trigger (SCHEDULER) for a scheduled one. */
export type Auditor = { id: string | null; email: string };

/** The author of the writes the Cron Trigger makes on an admin's behalf (a scheduled publication). */
export const SCHEDULER: Auditor = { id: null, email: "(programmation)" };

/** One audit row (migrations/0011_admin.sql), to run in the batch of the write it records. */
export function auditStatement(db: D1Database, actor: Auditor, action: string, target: string, summary: string) {
  return db
    .prepare("INSERT INTO audit_log (actor_id, actor_email, action, target, summary) VALUES (?, ?, ?, ?, ?)")
    .bind(actor.id, actor.email, action, target, summary.slice(0, 500));
}

/**
 * The same audit row, written only when the statement just before it in the batch changed a row (`changes()`:
 * SQLite counts the last statement of the connection, and a batch runs its statements in order on one): a write
 * guarded by its own condition is audited only when it happened.
 */
export function auditIfChangedStatement(db: D1Database, actor: Auditor, action: string, target: string, summary: string) {
  return db
    .prepare("INSERT INTO audit_log (actor_id, actor_email, action, target, summary) SELECT ?, ?, ?, ?, ? WHERE changes() > 0")
    .bind(actor.id, actor.email, action, target, summary.slice(0, 500));
}

/** The latest audit rows, newest first, of one target or of all. */
export async function listAudit(db: D1Database, { target, limit }: { target?: string; limit: number }) {
  // `scheduled`: a row the Cron Trigger wrote (SCHEDULER), named in the reader's language. Two statements, so a
  // target's rows are found by its index (`target = ?1 OR ?1 IS NULL` would scan the whole log by date).
  const columns = "id, actor_id IS NULL AND actor_email = ?3 AS scheduled, actor_email, action, target, summary, created_at";
  const statement = target
    ? db.prepare(`SELECT ${columns} FROM audit_log WHERE target = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2`).bind(target, limit, SCHEDULER.email)
    : db.prepare(`SELECT ${columns} FROM audit_log ORDER BY created_at DESC, id DESC LIMIT ?2`).bind(null, limit, SCHEDULER.email);
  const { results } = await statement.all();
  return results.map((row) => v.parse(AuditRowSchema, row));
}
