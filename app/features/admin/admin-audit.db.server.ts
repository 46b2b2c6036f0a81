import * as v from "valibot";
import type { Actor } from "~/features/accounts/auth/admin-access";
import { AuditRowSchema } from "./admin.schema";

/** One audit row (migrations/0011_admin.sql), to run in the batch of the write it records. */
export function auditStatement(db: D1Database, actor: Actor, action: string, target: string, summary: string) {
  return db
    .prepare("INSERT INTO audit_log (actor_id, actor_email, action, target, summary) VALUES (?, ?, ?, ?, ?)")
    .bind(actor.id, actor.email, action, target, summary.slice(0, 500));
}

/** The latest audit rows, newest first, of one target or of all. */
export async function listAudit(db: D1Database, { target, limit }: { target?: string; limit: number }) {
  const statement = target
    ? db
        .prepare("SELECT id, actor_email, action, target, summary, created_at FROM audit_log WHERE target = ? ORDER BY created_at DESC, id DESC LIMIT ?")
        .bind(target, limit)
    : db.prepare("SELECT id, actor_email, action, target, summary, created_at FROM audit_log ORDER BY created_at DESC, id DESC LIMIT ?").bind(limit);
  const { results } = await statement.all();
  return results.map((row) => v.parse(AuditRowSchema, row));
}
