import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";

type Handle = {
  query: (sql: string, params?: (string | number)[]) => Promise<Record<string, unknown>[]>;
  batch: (statements: string[]) => Promise<void>;
  close: (options: { intact: boolean }) => Promise<void>;
};
type Stream = (file: string, statements: AsyncIterable<string>, options: { batchBytes: number }) => Promise<{ peakKb: number }>;

// The seed is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types.
const url = new URL("../../scripts/seed/local-sqlite.mjs", import.meta.url).href;
const { openSqliteFile, runThroughSqlite3, unjournaledWrite } = (await import(/* @vite-ignore */ url)) as {
  openSqliteFile: (file: string, markerFile: string) => Handle;
  runThroughSqlite3: Stream;
  unjournaledWrite: (markerFile: string) => string | null;
};

/** A database file in WAL mode, as Miniflare keeps the local D1 database, with one table; and the marker's path. */
function walDatabase() {
  const dir = mkdtempSync(join(tmpdir(), "seed-sqlite-"));
  const file = join(dir, "db.sqlite");
  shell(file, "PRAGMA journal_mode = WAL; CREATE TABLE t (id INTEGER PRIMARY KEY, label TEXT NOT NULL);");
  return { file, marker: join(dir, "seed-unjournaled.json") };
}

function shell(file: string, sql: string) {
  const result = spawnSync("sqlite3", [file], { input: sql, encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

async function* statements(count: number) {
  for (let i = 1; i <= count; i++) yield `INSERT INTO t (id, label) VALUES (${i}, 'ligne ${i}');\n`;
}

test("the sqlite3 path writes without a journal, answers queries as JSON, and puts WAL mode back after a seed that succeeded", async () => {
  const { file, marker } = walDatabase();
  const db = openSqliteFile(file, marker);
  await db.batch(["INSERT INTO t (id, label) VALUES (1, 'l''atelier')"]);
  expect(existsSync(marker)).toBe(true);
  expect(shell(file, "PRAGMA journal_mode;")).toBe("delete");
  expect(await db.query("SELECT id, label FROM t WHERE label = ?", ["l'atelier"])).toEqual([{ id: 1, label: "l'atelier" }]);

  await db.close({ intact: true });
  expect(existsSync(marker)).toBe(false);
  expect(unjournaledWrite(marker)).toBeNull();
  expect(shell(file, "PRAGMA journal_mode;")).toBe("wal");
  expect(shell(file, "PRAGMA integrity_check;")).toBe("ok");
});

test("statements streamed through one shell land in transactions of the batch size, foreign keys on", async () => {
  const { file, marker } = walDatabase();
  const db = openSqliteFile(file, marker);
  await db.batch(["CREATE TABLE child (t_id INTEGER NOT NULL REFERENCES t (id))"]);
  await runThroughSqlite3(file, statements(500), { batchBytes: 1_000 });
  expect(await db.query("SELECT count(*) AS n, max(label) AS last FROM t")).toEqual([{ n: 500, last: "ligne 99" }]);
  // An index built after the load (with the sorter's own settings) serves its queries.
  await db.batch(["CREATE INDEX t_by_label ON t (label, id)"]);
  expect(await db.query("SELECT id FROM t INDEXED BY t_by_label WHERE label = ?", ["ligne 250"])).toEqual([{ id: 250 }]);
  expect(shell(file, "PRAGMA integrity_check;")).toBe("ok");

  async function* orphan() {
    yield "INSERT INTO child (t_id) VALUES (9999);\n";
  }
  await expect(runThroughSqlite3(file, orphan(), { batchBytes: 1_000 })).rejects.toThrow(/FOREIGN KEY constraint failed/);
  await db.close({ intact: true });
});

test("a seed that failed leaves its marker, and the next seed is told the file may be damaged", async () => {
  const { file, marker } = walDatabase();
  const db = openSqliteFile(file, marker);
  await expect(db.batch(["INSERT INTO t (id, label) VALUES (1, 'a')", "INSERT INTO t (id, label) VALUES (1, 'b')"])).rejects.toThrow(
    /UNIQUE constraint failed/,
  );
  await db.close({ intact: false });
  expect(existsSync(marker)).toBe(true);
  expect(unjournaledWrite(marker)).toMatch(/stopped while writing .*db\.sqlite without a journal: the file may be damaged/);
});
