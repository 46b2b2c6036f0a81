import * as v from "valibot";
import { ExclusivityRowSchema, type ExclusivityRow, type LeadBody } from "./exclusivity.schema";

const COLUMNS = "id, action_type, url, content, regions, contexts, matching, created_at";

/** Offers as read by COLUMNS; a row that does not parse is logged and left out. */
export function exclusivityRows(rows: unknown[]): ExclusivityRow[] {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(ExclusivityRowSchema, row);
    if (parsed.success) return [parsed.output];
    console.error("exclusivity skipped", parsed.issues[0].message);
    return [];
  });
}

/** Active offers, newest first, through `exclusivities_active` (a handful of rows: matching happens in code). */
export function activeExclusivitiesStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(`SELECT ${COLUMNS} FROM exclusivities WHERE active = 1 ORDER BY created_at DESC`);
}

export async function listActiveExclusivities(db: D1Database): Promise<ExclusivityRow[]> {
  return exclusivityRows((await activeExclusivitiesStatement(db).all()).results);
}

export async function findActiveExclusivity(db: D1Database, id: string): Promise<ExclusivityRow | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM exclusivities WHERE id = ? AND active = 1`).bind(id).first();
  return row ? (exclusivityRows([row])[0] ?? null) : null;
}

/** Stores a lead; the same address answering the same offer again updates its lead. */
export async function upsertLead(db: D1Database, exclusivityId: string, lead: LeadBody): Promise<void> {
  await db
    .prepare(
      `INSERT INTO exclusivity_leads (exclusivity_id, context, name, email, phone, message) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (exclusivity_id, email) DO UPDATE SET context = excluded.context, name = excluded.name,
         phone = excluded.phone, message = excluded.message, created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(exclusivityId, lead.context, lead.name, lead.email, lead.phone, lead.message)
    .run();
}
