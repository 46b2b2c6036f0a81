import * as v from "valibot";
import { AdminEntryInputSchema, EntrySummaryRowSchema, StoredVersionSchema, VersionRowSchema, type AdminEntryInput } from "./admin.schema";

/** `%` and `_` of a search are literal. */
export function likePattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Entries of a model (or all), by name, most recently updated first; at most 200. */
export async function listEntrySummaries(db: D1Database, { model, search }: { model?: string; search: string }) {
  const { results } = await db
    .prepare(
      `SELECT id, model, name, published, url_path, last_updated FROM builder_entries
       WHERE (?1 IS NULL OR model = ?1) AND (?2 = '' OR name LIKE ?3 ESCAPE '\\' OR url_path LIKE ?3 ESCAPE '\\')
       ORDER BY last_updated DESC LIMIT 200`,
    )
    .bind(model ?? null, search, likePattern(search))
    .all();
  return results.map((row) => v.parse(EntrySummaryRowSchema, row));
}

/** Every model that has entries (the editor offers them next to the known ones). */
export async function listModels(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT DISTINCT model FROM builder_entries ORDER BY model").all();
  return results.map((row) => v.parse(v.object({ model: v.string() }), row).model);
}

/** Publishes or unpublishes an entry (the first publication date is kept once set). */
export function setPublishedStatement(db: D1Database, id: string, published: "published" | "draft", now: string) {
  return db
    .prepare(
      `UPDATE builder_entries SET published = ?2, last_updated = ?3,
         first_published = COALESCE(first_published, CASE WHEN ?2 = 'published' THEN ?3 END) WHERE id = ?1`,
    )
    .bind(id, published, now);
}

/**
 * The next version of an entry: a copy of its row as it stands after the statements before this one in the
 * batch, numbered after the last (migrations/0011_admin.sql).
 */
export function snapshotStatement(db: D1Database, id: string, authorId: string, note: string) {
  return db
    .prepare(
      `INSERT INTO entry_versions (entry_id, version, entry, author_id, note)
       SELECT e.id, (SELECT coalesce(max(version), 0) + 1 FROM entry_versions WHERE entry_id = e.id),
         json_object('model', e.model, 'name', e.name, 'published', e.published, 'query', json(e.query), 'data', json(e.data),
           'variations', json(e.variations), 'meta', json(e.meta), 'testRatio', e.test_ratio, 'startDate', e.start_date, 'endDate', e.end_date),
         ?2, ?3
       FROM builder_entries e WHERE e.id = ?1`,
    )
    .bind(id, authorId, note);
}

/** The versions of an entry, newest first, with their author's address. */
export async function listVersions(db: D1Database, id: string) {
  const { results } = await db
    .prepare(
      `SELECT v.version, v.note, v.created_at, u.email AS author_email, v.entry FROM entry_versions v
       LEFT JOIN users u ON u.id = v.author_id WHERE v.entry_id = ? ORDER BY v.version DESC LIMIT 100`,
    )
    .bind(id)
    .all();
  return results.map((row) => v.parse(VersionRowSchema, row));
}

/** One stored version of an entry, as an input to write again; null when there is none. */
export async function findVersion(db: D1Database, id: string, version: number): Promise<AdminEntryInput | null> {
  const entry = await db.prepare("SELECT entry FROM entry_versions WHERE entry_id = ? AND version = ?").bind(id, version).first("entry");
  if (typeof entry !== "string") return null;
  const stored = v.parse(StoredVersionSchema, JSON.parse(entry));
  const ms = (text: string | null) => (text === null ? undefined : Date.parse(text));
  return v.parse(AdminEntryInputSchema, { ...stored, startDate: ms(stored.startDate), endDate: ms(stored.endDate) });
}

/** The urlPath of every page (for a write that may show on any page: a symbol, a condition…). */
export async function listPagePaths(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT DISTINCT url_path FROM builder_entries WHERE model = 'page' AND url_path IS NOT NULL").all();
  return results.map((row) => v.parse(v.object({ url_path: v.string() }), row).url_path);
}

/** The media pages whose body is this entry (articles.builder_id). */
export async function listArticlePaths(db: D1Database, entryId: string): Promise<string[]> {
  const { results } = await db.prepare("SELECT category, slug FROM articles WHERE builder_id = ?").bind(entryId).all();
  return results.map((row) => {
    const { category, slug } = v.parse(v.object({ category: v.string(), slug: v.string() }), row);
    return `/media/${category}/${slug}`;
  });
}
