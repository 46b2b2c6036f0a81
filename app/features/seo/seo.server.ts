import { findSeoEntry } from "./seo.db.server";
import { listTranslationEntries } from "./translation-entries.db.server";

/** GET /seo/key/{key}: the title, description and image an editor set for a page key; null when none. */
export function getSeoEntry(db: D1Database, key: string) {
  return findSeoEntry(db, key);
}

/** GET /translations: the translation entries of `modules` (docs/product.md §7), at most `limit` (0: all). */
export function listTranslations(db: D1Database, modules: string[], limit: number) {
  return listTranslationEntries(db, modules, limit);
}
