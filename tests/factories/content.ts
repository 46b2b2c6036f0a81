import { env } from "cloudflare:workers";

/** A targeting rule of a page-builder entry: `property` is `value`. */
export function targetingRule(property: string, value: unknown) {
  return { "@type": "@builder.io/core:Query", property, operator: "is", value };
}

export type BuilderEntryInput = {
  id: string;
  /** Default "page". */
  model?: string;
  /** Default the id. */
  name?: string;
  published?: "published" | "draft" | "archived";
  /** `url_path`: the path its `urlPath is` rule targets, which page lookups read through an index. */
  urlPath?: string | null;
  query?: unknown[];
  data?: unknown;
  variations?: unknown;
  meta?: unknown;
  /** Its schedule: served from `start` until `end`. */
  start?: string;
  end?: string;
  /** Created, last updated and first published then; left out: created now and never published. */
  created?: string;
};

/** Inserts page-builder entries straight into D1, in one batch. */
export async function createBuilderEntries(entries: BuilderEntryInput[]) {
  const insert = env.DB.prepare(
    `INSERT INTO builder_entries (id, model, name, published, url_path, query, data, variations, meta, start_date, end_date, created_date, last_updated, first_published)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,
       coalesce(?12, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), coalesce(?12, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), ?12)`,
  );
  await env.DB.batch(
    entries.map((entry) =>
      insert.bind(
        entry.id,
        entry.model ?? "page",
        entry.name ?? entry.id,
        entry.published ?? "published",
        entry.urlPath ?? null,
        JSON.stringify(entry.query ?? []),
        JSON.stringify(entry.data ?? {}),
        JSON.stringify(entry.variations ?? {}),
        JSON.stringify(entry.meta ?? {}),
        entry.start ?? null,
        entry.end ?? null,
        entry.created ?? null,
      ),
    ),
  );
}
