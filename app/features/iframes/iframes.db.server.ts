import * as v from "valibot";
import { IframeRowSchema, toIframeJson, type IframeRow } from "./iframes.schema";

/** Every column of a widget's row, in the order IframeRowSchema reads them. */
export const IFRAME_COLUMNS =
  "id, slug, kind, name, description, filters, layout, list_type, theme, primary_color, lang, page_size, show_past, allowed_origins, partners";

/** A widget's row as its owner and the admins read it: its public settings and the origins that may frame it. */
export function framedWidgetOf(row: unknown) {
  const iframe = v.parse(IframeRowSchema, row);
  return { ...toIframeJson(iframe), allowedOrigins: iframe.allowed_origins };
}

/** A widget by its id or by its name in URLs (`slug`, e.g. techforgoodtour). */
export async function findIframe(db: D1Database, idOrSlug: string): Promise<IframeRow | null> {
  const row = await db.prepare(`SELECT ${IFRAME_COLUMNS} FROM iframes WHERE id = ?1 OR slug = ?1 LIMIT 1`).bind(idOrSlug).first();
  return row ? v.parse(IframeRowSchema, row) : null;
}
