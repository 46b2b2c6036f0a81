import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { invalidateHotspots } from "~/features/hotspots/hotspots.server";
import { invalidateTaxonomies } from "~/features/taxonomies/taxonomies.server";
import { forgetTranslations } from "~/i18n/messages.server";

/**
 * Each test file starts on empty storage, migrated (docs/conventions.md). The files of one Vitest worker share
 * one workerd and one loaded Worker (`isolate: false` in vitest.workers.config.ts: loading them again for each
 * file was three quarters of the stage), so what the file before left is cleared first: every table, view and
 * trigger dropped (the migrations' own rows come back with them), every KV key and R2 object deleted, and the
 * lists the Worker keeps in its isolate for a few seconds forgotten (the same module instances as the Worker's).
 * Both databases, DB and the archive (ARCHIVE).
 */
type Entry = { type: "table" | "view" | "trigger"; name: string; sql: string | null };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Triggers and views, then tables with the ones that point to others first: a table dropped runs a delete that
 * looks up the tables its foreign keys name. An FTS5 table drops its own shadow tables, so those are left out.
 */
function dropStatements(entries: Entry[]) {
  const virtual = entries.filter((entry) => entry.type === "table" && entry.sql?.startsWith("CREATE VIRTUAL TABLE")).map((entry) => entry.name);
  const isShadow = (name: string) => virtual.some((table) => name.startsWith(`${table}_`));
  const tables = entries.filter((entry) => entry.type === "table" && !isShadow(entry.name)).map((entry) => entry.name);
  // D1 does not allow pragma_foreign_key_list: the keys are read from each table's CREATE statement.
  const keys = entries.flatMap((entry) =>
    [...(entry.sql ?? "").matchAll(/REFERENCES\s+"?(\w+)"?/gi)].map((match) => ({ child: entry.name, parent: match[1] })),
  );
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const key of keys) if (key.parent === table && key.child !== table) visit(key.child, seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return [
    ...entries.filter((entry) => entry.type !== "table").map((entry) => `DROP ${entry.type.toUpperCase()} IF EXISTS ${quoted(entry.name)}`),
    ...ordered.map((table) => `DROP TABLE IF EXISTS ${quoted(table)}`),
  ];
}

/** Drops everything the files before left in `db`. */
async function emptied(db: D1Database) {
  const { results } = await db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
    .all<Entry>();
  if (results.length > 0) {
    const drops = dropStatements(results);
    await db.batch([db.prepare("PRAGMA defer_foreign_keys = ON"), ...drops.map((sql) => db.prepare(sql))]);
  }
}
await Promise.all([emptied(env.DB), emptied(env.ARCHIVE)]);

for (let cursor: string | undefined; ;) {
  const page = await env.CACHE.list({ cursor });
  await Promise.all(page.keys.map((key) => env.CACHE.delete(key.name)));
  if (page.list_complete) break;
  cursor = page.cursor;
}
for (let cursor: string | undefined; ;) {
  const page = await env.UPLOADS.list({ cursor });
  if (page.objects.length > 0) await env.UPLOADS.delete(page.objects.map((object) => object.key));
  if (!page.truncated) break;
  cursor = page.cursor;
}

await Promise.all([invalidateHotspots(env.CACHE), invalidateTaxonomies(env.CACHE)]);
forgetTranslations();

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.ARCHIVE, env.TEST_ARCHIVE_MIGRATIONS);
