import * as v from "valibot";
import { SeoEntryRowSchema, type SeoEntry } from "./seo.schema";

export async function findSeoEntry(db: D1Database, key: string): Promise<SeoEntry | null> {
  const row = await db.prepare("SELECT key, title, description, image FROM seo_entries WHERE key = ?").bind(key).first();
  return row ? v.parse(SeoEntryRowSchema, row) : null;
}
