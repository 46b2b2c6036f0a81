import * as v from "valibot";
import { framedWidgetOf, IFRAME_COLUMNS } from "./iframes.db.server";
import type { OwnWidget, OwnWidgetInput } from "./own-widgets.schema";

/** A member's widgets, newest first (iframes_by_owner, migrations/0030). */
export async function listOwnedWidgets(db: D1Database, ownerId: string): Promise<OwnWidget[]> {
  const { results } = await db.prepare(`SELECT ${IFRAME_COLUMNS} FROM iframes WHERE owner_id = ? ORDER BY created_at DESC LIMIT 100`).bind(ownerId).all();
  return results.map(framedWidgetOf);
}

/** Who owns a widget: its owner's id, null for an admin's widget, undefined when there is no such widget. */
export async function findWidgetOwner(db: D1Database, id: string): Promise<string | null | undefined> {
  const row = await db.prepare("SELECT owner_id FROM iframes WHERE id = ?").bind(id).first();
  return row ? v.parse(v.object({ owner_id: v.nullable(v.string()) }), row).owner_id : undefined;
}

/**
 * Adds a member's widget unless they already keep `max`: one statement, so two tabs creating at once cannot pass
 * the limit together (D1 runs one statement at a time). Whether it was added.
 */
export async function insertOwnedWidget(db: D1Database, id: string, ownerId: string, input: OwnWidgetInput, max: number): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `INSERT INTO iframes (id, owner_id, kind, name, description, filters, layout, list_type, theme, lang, page_size, show_past, allowed_origins, primary_color)
       SELECT ?1, ?2, 'events', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13
       WHERE (SELECT count(*) FROM iframes WHERE owner_id = ?2) < ?14`,
    )
    .bind(id, ownerId, ...settingsOf(input), max)
    .run();
  return meta.changes === 1;
}

/** Rewrites a widget's settings (its owner stays); whether there was one. */
export async function updateOwnedWidget(db: D1Database, id: string, input: OwnWidgetInput): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `UPDATE iframes SET name = ?2, description = ?3, filters = ?4, layout = ?5, list_type = ?6, theme = ?7, lang = ?8, page_size = ?9,
         show_past = ?10, allowed_origins = ?11, primary_color = ?12
       WHERE id = ?1 AND kind = 'events' AND owner_id IS NOT NULL`,
    )
    .bind(id, ...settingsOf(input))
    .run();
  return meta.changes === 1;
}

/** Deletes a member's widget; never one of the partners' widgets, which have no owner. */
export async function deleteOwnedWidget(db: D1Database, id: string): Promise<boolean> {
  const { meta } = await db.prepare("DELETE FROM iframes WHERE id = ? AND owner_id IS NOT NULL").bind(id).run();
  return meta.changes === 1;
}

function settingsOf(input: OwnWidgetInput) {
  return [
    input.name,
    input.description,
    JSON.stringify(input.filters),
    input.layout,
    input.listType,
    input.theme,
    input.lang,
    input.pageSize,
    input.showPast ? 1 : 0,
    JSON.stringify(input.allowedOrigins),
    input.primaryColor,
  ] as const;
}
