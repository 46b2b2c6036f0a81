import { rowToEntry, urlPathIndexKey } from "./content-query";
import type { BuilderEntry, EntryInput } from "./content.schema";

const COLUMNS = `id, model, name, published, query, data, variations, meta, test_ratio,
  start_date, end_date, created_date, last_updated, first_published`;

/** A column as an editor sees it: the staged edit's value (`draft`, migrations/0026) over the live one. */
const staged = (column: string, key: string) => `CASE WHEN draft IS NULL THEN ${column} ELSE json_extract(draft, '$.${key}') END AS ${column}`;

/** The same columns as editors see them: an entry with staged changes shows them (docs/product.md §2 "/admin"). */
export const EDITED_COLUMNS = `id, model, ${staged("name", "name")}, published, ${staged("query", "query")}, ${staged("data", "data")},
  ${staged("variations", "variations")}, ${staged("meta", "meta")}, ${staged("test_ratio", "testRatio")},
  ${staged("start_date", "startDate")}, ${staged("end_date", "endDate")}, created_date, last_updated, first_published`;

/** Rows that fail validation are logged and left out, so one bad seed row cannot take every page down. */
function toEntries(rows: unknown[]): BuilderEntry[] {
  return rows.flatMap((row) => {
    try {
      return [rowToEntry(row)];
    } catch (error) {
      console.error("builder_entries: skipping an invalid row", error);
      return [];
    }
  });
}

/**
 * The entries of a model that can possibly be served. With a targeted urlPath, only rows whose `url_path`
 * is that path (with or without trailing `/`) or NULL (no single `urlPath is` rule: untargeted, or other
 * operators) are read, through `builder_entries_by_path`; two UNION ALL arms because SQLite does not use
 * the index for `url_path IN (…) OR url_path IS NULL`. Otherwise the model's rows via `builder_entries_by_model`.
 * Writers must keep `url_path` = `urlPathIndexKey(query)` (upsertEntry does) or pages go missing.
 */
export async function listCandidateEntries(
  db: D1Database,
  model: string,
  { urlPath, includeUnpublished }: { urlPath: string | null; includeUnpublished: boolean },
): Promise<BuilderEntry[]> {
  const states = includeUnpublished ? "published IN ('published', 'draft')" : "published = 'published'";
  // Editors preview staged changes; everyone else reads the live columns.
  const columns = includeUnpublished ? EDITED_COLUMNS : COLUMNS;
  const statement =
    urlPath === null
      ? db.prepare(`SELECT ${columns} FROM builder_entries WHERE model = ? AND ${states}`).bind(model)
      : db
          .prepare(
            `SELECT ${columns} FROM builder_entries WHERE model = ?1 AND url_path IN (?2, ?3) AND ${states}
             UNION ALL
             SELECT ${columns} FROM builder_entries WHERE model = ?1 AND url_path IS NULL AND ${states}`,
          )
          .bind(model, urlPath, urlPath === "/" ? "/" : `${urlPath}/`);
  const { results } = await statement.all();
  return toEntries(results);
}

export async function getEntry(db: D1Database, id: string): Promise<BuilderEntry | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM builder_entries WHERE id = ?`).bind(id).first();
  return row ? rowToEntry(row) : null;
}

/**
 * Creates or replaces entry `id`, keeping its createdDate and first publication date, as a statement (the
 * admin puts it in a batch with the version and the audit row); it returns the stored row.
 */
export function upsertEntryStatement(db: D1Database, id: string, input: Omit<EntryInput, "id">, now: string): D1PreparedStatement {
  const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  return db
    .prepare(
      `INSERT INTO builder_entries (id, model, name, published, url_path, query, data, variations, meta, test_ratio,
         start_date, end_date, created_date, last_updated, first_published)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13, CASE WHEN ?4 = 'published' THEN ?13 END)
       ON CONFLICT (id) DO UPDATE SET model = excluded.model, name = excluded.name, published = excluded.published,
         url_path = excluded.url_path, query = excluded.query, data = excluded.data, variations = excluded.variations,
         meta = excluded.meta, test_ratio = excluded.test_ratio, start_date = excluded.start_date,
         end_date = excluded.end_date, last_updated = excluded.last_updated,
         first_published = COALESCE(builder_entries.first_published, excluded.first_published)
       RETURNING ${COLUMNS}`,
    )
    .bind(
      id,
      input.model,
      input.name,
      input.published,
      urlPathIndexKey(input.query),
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

/** Creates or replaces an entry; keeps createdDate and the first publication date. */
export async function upsertEntry(db: D1Database, input: EntryInput, now: Date): Promise<BuilderEntry> {
  const row = await upsertEntryStatement(db, input.id ?? crypto.randomUUID().replaceAll("-", ""), input, now.toISOString()).first();
  return rowToEntry(row);
}

export async function deleteEntry(db: D1Database, id: string): Promise<boolean> {
  const { meta } = await db.prepare("DELETE FROM builder_entries WHERE id = ?").bind(id).run();
  return meta.changes > 0;
}
