import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect } from "vitest";

/**
 * Tables a refused request may change: the rate-limit counters (a refused attempt counts, that is the point)
 * and the derived full-text indexes (kept by triggers from the tables that are watched). Every other table is
 * data of record.
 */
const UNWATCHED = /^(rate_limits|d1_migrations|_cf_\w+|sqlite_\w+|_probe_\w+|\w+_fts(_\w+)?)$/;

const NameSchema = v.object({ name: v.string() });
const LogRowSchema = v.object({ id: v.number(), tbl: v.string(), row: v.nullable(v.string()) });

/** A column of a logged row: JSON holds no blob, so a blob is logged as hex. */
const logged = (prefix: "NEW" | "OLD", column: string) =>
  `'${column}', CASE WHEN typeof(${prefix}."${column}") = 'blob' THEN hex(${prefix}."${column}") ELSE ${prefix}."${column}" END`;

/** The row as a JSON object, in chunks under SQLite's 127 arguments per function call. */
function rowJson(prefix: "NEW" | "OLD", columns: string[]): string {
  const chunks: string[] = [];
  for (let i = 0; i < columns.length; i += 60)
    chunks.push(
      `json_object(${columns
        .slice(i, i + 60)
        .map((column) => logged(prefix, column))
        .join(", ")})`,
    );
  return chunks.reduce((json, chunk) => `json_patch(${json}, ${chunk})`);
}

/** One install per test file: each file starts on storage of its own (tests/setup/fresh-storage.ts). */
const installed = new Map<string, Promise<void>>();

/**
 * Watches every table of record of this test file's database: triggers write each inserted or changed row
 * (as JSON) and each deletion to `_probe_log`, so a probe learns what a request changed with one small read
 * instead of reading every table twice. An update that changes nothing is not logged. The triggers exist in
 * the test's storage only (the migrations know nothing of them) and leave the statements' own results alone.
 */
export function watchTables(): Promise<void> {
  const file = expect.getState().testPath ?? "";
  const install =
    installed.get(file) ??
    (async () => {
      const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
      const names = results.map((row) => v.parse(NameSchema, row).name).filter((name) => !UNWATCHED.test(name));
      const statements = [env.DB.prepare("CREATE TABLE IF NOT EXISTS _probe_log (id INTEGER PRIMARY KEY AUTOINCREMENT, tbl TEXT NOT NULL, row TEXT)")];
      for (const name of names) {
        const columns = (await env.DB.prepare(`SELECT name FROM pragma_table_info('${name}')`).all()).results.map((row) => v.parse(NameSchema, row).name);
        statements.push(
          env.DB.prepare(
            `CREATE TRIGGER IF NOT EXISTS "_probe_ins_${name}" AFTER INSERT ON "${name}" BEGIN INSERT INTO _probe_log (tbl, row) VALUES ('${name}', ${rowJson("NEW", columns)}); END`,
          ),
          env.DB.prepare(
            `CREATE TRIGGER IF NOT EXISTS "_probe_upd_${name}" AFTER UPDATE ON "${name}" WHEN ${rowJson("OLD", columns)} IS NOT ${rowJson("NEW", columns)}
           BEGIN INSERT INTO _probe_log (tbl, row) VALUES ('${name}', ${rowJson("NEW", columns)}); END`,
          ),
          env.DB.prepare(
            `CREATE TRIGGER IF NOT EXISTS "_probe_del_${name}" AFTER DELETE ON "${name}" BEGIN INSERT INTO _probe_log (tbl, row) VALUES ('${name}', NULL); END`,
          ),
        );
      }
      await env.DB.batch(statements);
    })();
  installed.set(file, install);
  return install;
}

/** Where the change log stands: the changes after this mark are the next request's. */
export async function changeMark(): Promise<number> {
  const mark = await env.DB.prepare("SELECT coalesce(max(id), 0) AS id FROM _probe_log").first("id");
  return typeof mark === "number" ? mark : 0;
}

/** What changed after `mark`: the tables written, and the rows inserted or changed (as JSON objects). */
export async function changesSince(mark: number) {
  const { results } = await env.DB.prepare("SELECT id, tbl, row FROM _probe_log WHERE id > ? ORDER BY id").bind(mark).all();
  const rows = results.map((row) => v.parse(LogRowSchema, row));
  const written = new Map<string, Record<string, unknown>[]>();
  for (const { tbl, row } of rows) {
    const list = written.get(tbl) ?? [];
    if (row !== null) list.push(v.parse(v.record(v.string(), v.unknown()), JSON.parse(row)));
    written.set(tbl, list);
  }
  return { mark: rows.at(-1)?.id ?? mark, tables: [...written.keys()], rows: written };
}

/**
 * Characters no stored text should hold (docs/security.md "Validation"): C0 and C1 controls other than tab and
 * line breaks, DEL, the bidi overrides and isolates, the replacement character a lone surrogate or a broken
 * UTF-8 sequence becomes, and the same written as JSON escapes (addresses and other objects are stored as JSON).
 */
const GARBAGE =
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD]|\\u00[01][0-9a-fA-F]|\\u007[fF]|\\u202[a-eA-E]|\\u206[6-9]|\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/** A description of each stored cell among `rows` that holds garbage or text not in NFC, else an empty list. */
export function garbageIn(rows: Map<string, Record<string, unknown>[]>): string[] {
  const found: string[] = [];
  for (const [table, list] of rows) {
    for (const row of list) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== "string") continue;
        if (GARBAGE.test(value)) found.push(`${table}.${column} holds a control, bidi or broken character: ${JSON.stringify(value.slice(0, 80))}`);
        else if (value !== value.normalize("NFC")) found.push(`${table}.${column} is not NFC: ${JSON.stringify(value.slice(0, 80))}`);
      }
    }
  }
  return found;
}
