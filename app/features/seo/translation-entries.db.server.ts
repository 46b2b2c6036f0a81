import * as v from "valibot";
import { TranslationEntryRowSchema } from "./translation-entries.schema";

/** Translation entries of `modules` in primary-key order (`limit` 0: all), and their total, in one batch. */
export async function listTranslationEntries(db: D1Database, modules: string[], limit: number) {
  const placeholders = modules.map(() => "?").join(", ");
  const [rows, total] = await db.batch([
    db
      .prepare(`SELECT module, key, context, texts FROM translations WHERE module IN (${placeholders}) ORDER BY module, key, context LIMIT ?`)
      .bind(...modules, limit > 0 ? limit : -1),
    db.prepare(`SELECT count(*) AS total FROM translations WHERE module IN (${placeholders})`).bind(...modules),
  ]);
  const data = (rows?.results ?? []).map((row) => v.parse(TranslationEntryRowSchema, row));
  const totalRow = v.parse(v.object({ total: v.number() }), total?.results[0]);
  return { data, total: totalRow.total, count: data.length };
}
