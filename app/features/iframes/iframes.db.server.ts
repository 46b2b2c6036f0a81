import * as v from "valibot";
import { IframeRowSchema, type IframeRow } from "./iframes.schema";

/** A widget by its id or by its name in URLs (`slug`, e.g. techforgoodtour). */
export async function findIframe(db: D1Database, idOrSlug: string): Promise<IframeRow | null> {
  const row = await db
    .prepare(
      `SELECT id, slug, kind, name, description, filters, layout, list_type, theme, lang, page_size, show_past, allowed_origins, partners
       FROM iframes WHERE id = ?1 OR slug = ?1 LIMIT 1`,
    )
    .bind(idOrSlug)
    .first();
  return row ? v.parse(IframeRowSchema, row) : null;
}
