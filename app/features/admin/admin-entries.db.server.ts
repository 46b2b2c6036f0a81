import * as v from "valibot";
import { EDITED_COLUMNS } from "~/features/content/content.db.server";
import { rowToEntry } from "~/features/content/content-query";
import { likePattern } from "./like-pattern";
import { AdminEntryInputSchema, EntrySummaryRowSchema, StoredVersionSchema, VersionRowSchema, type AdminEntryInput } from "./admin.schema";

/** Entries of a model (or all), by name, most recently updated first; at most 200. */
export async function listEntrySummaries(db: D1Database, { model, search }: { model?: string; search: string }) {
  const { results } = await db
    .prepare(
      `SELECT id, model, name, published, url_path, last_updated, draft IS NOT NULL AS staged, publish_at, unpublish_at FROM builder_entries
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
 * Version `version` of an entry: a copy of the entry as an editor sees it (its staged edit, else its row) after
 * the statements before this one in the batch (migrations/0011_admin.sql, 0026). The number is the next one the
 * write expects: if another write took it meanwhile, the primary key refuses this one and the whole batch
 * (isVersionTaken). `authorId` is null for the Cron Trigger's scheduled writes.
 */
export function snapshotStatement(db: D1Database, id: string, authorId: string | null, note: string, version: number) {
  return db
    .prepare(
      `INSERT INTO entry_versions (entry_id, version, entry, author_id, note)
       SELECT e.id, ?4,
         coalesce(e.draft, json_object('model', e.model, 'name', e.name, 'published', e.published, 'query', json(e.query),
           'data', json(e.data), 'variations', json(e.variations), 'meta', json(e.meta), 'testRatio', e.test_ratio,
           'startDate', e.start_date, 'endDate', e.end_date)),
         ?2, ?3
       FROM builder_entries e WHERE e.id = ?1`,
    )
    .bind(id, authorId, note, version);
}

/** Whether a batch failed because its version number was taken by another write meanwhile (snapshotStatement). */
export function isVersionTaken(error: unknown) {
  return error instanceof Error && /UNIQUE constraint failed: entry_versions/.test(error.message);
}

const EditedRowSchema = v.object({
  staged: v.number(),
  publish_at: v.nullable(v.string()),
  unpublish_at: v.nullable(v.string()),
  version: v.number(),
  url_path: v.nullable(v.string()),
});

/**
 * An entry as its editor sees it: its staged edit over the live values (EDITED_COLUMNS), whether it has one,
 * its schedule, its latest version number (what the next write sends as If-Match) and its live address; null
 * when there is none.
 */
export async function getEditedEntry(db: D1Database, id: string) {
  const row = await db
    .prepare(
      `SELECT ${EDITED_COLUMNS}, draft IS NOT NULL AS staged, publish_at, unpublish_at, url_path,
         (SELECT coalesce(max(version), 0) FROM entry_versions WHERE entry_id = ?1) AS version
       FROM builder_entries WHERE id = ?1`,
    )
    .bind(id)
    .first();
  if (!row) return null;
  const edited = v.parse(EditedRowSchema, row);
  return {
    entry: rowToEntry(row),
    staged: edited.staged === 1,
    publishAt: edited.publish_at,
    unpublishAt: edited.unpublish_at,
    version: edited.version,
    liveUrlPath: edited.url_path,
  };
}
export type EditedEntry = NonNullable<Awaited<ReturnType<typeof getEditedEntry>>>;

/**
 * Keeps an edit of a published entry aside (`draft`, in the JSON of a version) without touching what visitors
 * see; an edit equal to the live entry drops the staged one instead.
 */
export function stageDraftStatement(db: D1Database, id: string, input: AdminEntryInput | null, now: string) {
  const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  if (!input) return db.prepare("UPDATE builder_entries SET draft = NULL, last_updated = ?2 WHERE id = ?1").bind(id, now);
  return db
    .prepare(
      `UPDATE builder_entries SET last_updated = ?10, draft = json_object('model', model, 'name', ?2, 'published', published,
         'query', json(?3), 'data', json(?4), 'variations', json(?5), 'meta', json(?6), 'testRatio', ?7, 'startDate', ?8, 'endDate', ?9)
       WHERE id = ?1`,
    )
    .bind(
      id,
      input.name,
      JSON.stringify(input.query),
      JSON.stringify(input.data),
      JSON.stringify(input.variations),
      JSON.stringify(input.meta),
      input.testRatio,
      iso(input.startDate),
      iso(input.endDate),
      now,
    );
}

/** The schedule of an entry: when the Cron Trigger publishes it (with its staged edit) and when it takes it down. */
export function scheduleStatement(db: D1Database, id: string, publishAt: string | null, unpublishAt: string | null) {
  return db.prepare("UPDATE builder_entries SET publish_at = ?2, unpublish_at = ?3 WHERE id = ?1").bind(id, publishAt, unpublishAt);
}

/** The entries whose scheduled publication or unpublication is due at `now`, through the partial indexes of migration 0026. */
export async function listDueEntries(db: D1Database, now: string) {
  const { results } = await db
    .prepare(
      `SELECT id, 'publish' AS action FROM builder_entries WHERE publish_at <= ?1
       UNION ALL SELECT id, 'unpublish' AS action FROM builder_entries WHERE unpublish_at <= ?1 LIMIT 100`,
    )
    .bind(now)
    .all();
  return results.map((row) => v.parse(v.object({ id: v.string(), action: v.picklist(["publish", "unpublish"]) }), row));
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

/** The live entries whose content shows `text` (an image's URL), with their page's path: what an image's alt text reaches. */
export async function listLiveEntriesHolding(db: D1Database, text: string) {
  const { results } = await db
    .prepare("SELECT id, model, url_path FROM builder_entries WHERE published = 'published' AND (instr(data, ?1) > 0 OR instr(variations, ?1) > 0)")
    .bind(text)
    .all();
  return results.map((row) => v.parse(v.object({ id: v.string(), model: v.string(), url_path: v.nullable(v.string()) }), row));
}

/** The media pages whose body is this entry (articles.builder_id). */
export async function listArticlePaths(db: D1Database, entryId: string): Promise<string[]> {
  const { results } = await db.prepare("SELECT category, slug FROM articles WHERE builder_id = ?").bind(entryId).all();
  return results.map((row) => {
    const { category, slug } = v.parse(v.object({ category: v.string(), slug: v.string() }), row);
    return `/media/${category}/${slug}`;
  });
}
