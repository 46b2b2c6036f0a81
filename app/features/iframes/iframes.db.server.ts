import * as v from "valibot";
import { IframeRowSchema, type Iframe } from "./iframes.schema";

export async function findIframe(db: D1Database, id: string): Promise<Iframe | null> {
  const row = await db.prepare("SELECT id, name, filters, layout, theme FROM iframes WHERE id = ?").bind(id).first();
  return row ? v.parse(IframeRowSchema, row) : null;
}
