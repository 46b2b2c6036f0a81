import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";

/** The folders these tests make under the system's temporary folder, removed once they ran. */
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

type Part = { name: string; kind: "table" | "index" | "shadow"; bytes: number };
type Group = { name: string; kind: "table" | "virtual"; bytes: number; parts: Part[] };
type Size = {
  file: string;
  fileBytes: number;
  walBytes: number;
  pageSize: number;
  pageCount: number;
  freePages: number;
  bytes: number;
  usedBytes: number;
  freeBytes: number;
  otherBytes: number;
  events: number | null;
  members: number | null;
  tables: Group[];
};

// The bench is plain ESM JavaScript, imported by URL so TypeScript does not look for its types.
const script = new URL("../../bench/db-size.mjs", import.meta.url);
const { readDatabaseSize, renderDatabaseSize } = (await import(/* @vite-ignore */ script.href)) as {
  readDatabaseSize: (target: string) => Size;
  renderDatabaseSize: (size: Size, options?: { minShare?: number }) => string;
};

function shell(file: string, sql: string) {
  const result = spawnSync("sqlite3", [file], { input: sql, encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

const rows = (count: number, select: string) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) ${select} FROM n;\n`;

/**
 * A small database shaped like ours: events with an index and their full-text table, members with a UNIQUE column
 * (an automatic index), an ordinary table whose name begins like the full-text table's shadows, and the pages of a
 * dropped table on the freelist.
 */
function smallDatabase(file: string) {
  shell(
    file,
    `CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE);
CREATE TABLE events (id INTEGER PRIMARY KEY, title TEXT NOT NULL, city TEXT NOT NULL);
CREATE INDEX events_by_city ON events (city, id);
CREATE VIRTUAL TABLE events_fts USING fts5 (title, tokenize = 'unicode61 remove_diacritics 2');
CREATE TABLE events_fts_log (at TEXT NOT NULL);
CREATE TABLE scratch (filler TEXT NOT NULL);
${rows(300, "INSERT INTO users SELECT i, 'membre' || i || '@exemple.fr'")}
${rows(2000, "INSERT INTO events SELECT i, 'Atelier fresque du climat n° ' || i || ' ' || hex(randomblob(60)), 'ville ' || (i % 40)")}
INSERT INTO events_fts (rowid, title) SELECT id, title FROM events;
INSERT INTO events_fts_log VALUES ('2026-11-28');
${rows(500, "INSERT INTO scratch SELECT hex(randomblob(200))")}
DROP TABLE scratch;`,
  );
}

const parts = (size: Size, table: string) =>
  size.tables
    .find((group) => group.name === table)
    ?.parts.map(({ name, kind }) => [name, kind])
    .sort();

test("each index counts with its table and each FTS5 shadow table with its virtual table, and the parts add up to the pages in use", () => {
  const file = join(tempDir("db-size-"), "db.sqlite");
  smallDatabase(file);
  const size = readDatabaseSize(file);

  expect(size.tables.map((group) => group.name).sort()).toEqual(["events", "events_fts", "events_fts_log", "sqlite_schema", "users"]);
  expect(parts(size, "events")).toEqual([
    ["events", "table"],
    ["events_by_city", "index"],
  ]);
  expect(parts(size, "users")).toEqual([
    ["sqlite_autoindex_users_1", "index"],
    ["users", "table"],
  ]);
  expect(size.tables.find((group) => group.name === "events_fts")?.kind).toBe("virtual");
  expect(parts(size, "events_fts")).toEqual(["config", "content", "data", "docsize", "idx"].map((suffix) => [`events_fts_${suffix}`, "shadow"]));
  // Largest first, each b-tree whole pages.
  expect(size.tables.map((group) => group.bytes)).toEqual([...size.tables.map((group) => group.bytes)].sort((a, b) => b - a));
  for (const part of size.tables.flatMap((group) => group.parts)) expect(part.bytes % size.pageSize === 0 && part.bytes > 0).toBe(true);

  // Exact: b-trees + freelist = page_count × page_size (no lock-byte page under 1 GiB, no pointer map without
  // auto_vacuum), against the pragmas read apart; the file is that size on disk.
  const pragma = (name: string) => Number(shell(file, `PRAGMA ${name};`));
  const [pageCount, pageSize, freePages] = [pragma("page_count"), pragma("page_size"), pragma("freelist_count")];
  expect({ pageCount: size.pageCount, pageSize: size.pageSize, freePages: size.freePages }).toEqual({ pageCount, pageSize, freePages });
  expect(size.freePages).toBeGreaterThan(0);
  for (const group of size.tables) expect(group.bytes).toBe(group.parts.reduce((sum, part) => sum + part.bytes, 0));
  expect(size.tables.reduce((sum, group) => sum + group.bytes, 0)).toBe(size.usedBytes);
  expect(size.usedBytes).toBe((pageCount - freePages) * pageSize);
  expect(size.freeBytes).toBe(freePages * pageSize);
  expect(size.otherBytes).toBe(0);
  expect(size.bytes).toBe(pageCount * pageSize);
  expect(size.fileBytes).toBe(size.bytes);
  expect({ events: size.events, members: size.members }).toEqual({ events: 2000, members: 300 });
});

test("the tool finds the D1 file of a persist dir and prints each table's MB, share and bytes per event, its indexes under it", () => {
  const persist = tempDir("db-size-persist-");
  const dir = join(persist, "v3", "d1", "miniflare-D1DatabaseObject");
  mkdirSync(dir, { recursive: true });
  shell(join(dir, "metadata.sqlite"), "CREATE TABLE _mf_meta (key TEXT);");
  const file = join(dir, "0123abcd.sqlite");
  smallDatabase(file);

  const size = readDatabaseSize(persist);
  expect(size.file).toBe(file);
  const printed = spawnSync("node", [script.pathname, persist], { encoding: "utf8" });
  expect(printed.status, printed.stderr).toBe(0);
  expect(printed.stdout).toBe(`${renderDatabaseSize(size)}\n`);
  const lines = printed.stdout.trimEnd().split("\n");
  const fts = lines.findIndex((line) => line.startsWith("events_fts (virtual, with its shadow tables)"));
  expect(lines.slice(fts + 1, fts + 6).every((line) => /^ {2}events_fts_(config|content|data|docsize|idx) /.test(line))).toBe(true);
  const events = size.tables.find((group) => group.name === "events");
  const eventsLine = lines.find((line) => line.startsWith("events "))?.split(/\s{2,}/);
  const perEvent = (bytes: number) => Math.round(bytes / 2000).toLocaleString("en-US");
  expect(eventsLine).toEqual([
    "events",
    ((events?.bytes ?? 0) / 1e6).toFixed(1),
    `${(((events?.bytes ?? 0) / size.bytes) * 100).toFixed(1)} %`,
    perEvent(events?.bytes ?? 0),
    expect.any(String),
  ]);
  expect(lines.at(-1)?.split(/\s{2,}/)).toEqual([
    "total",
    (size.bytes / 1e6).toFixed(1),
    "100.0 %",
    perEvent(size.bytes),
    Math.round(size.bytes / 300).toLocaleString("en-US"),
  ]);

  expect(() => readDatabaseSize(tempDir("db-size-empty-"))).toThrow();
});

test("a database open in WAL mode by another process is read with the pages still in its log", async () => {
  const file = join(tempDir("db-size-wal-"), "db.sqlite");
  smallDatabase(file);
  // A writer that keeps the file open, as workerd does, with no checkpoint: its last rows are in the log only.
  const writer = spawn("sqlite3", [file], { stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  writer.stdout.on("data", (chunk) => (output += chunk));
  writer.stdin.write(
    `PRAGMA journal_mode = WAL;\nPRAGMA wal_autocheckpoint = 0;\n${rows(1000, "INSERT INTO events SELECT 2000 + i, 'Atelier ' || i || hex(randomblob(500)), 'lyon'")}SELECT 'written';\n`,
  );
  while (!output.includes("written")) await once(writer.stdout, "data");

  const size = readDatabaseSize(file);
  expect(size.events).toBe(3000);
  expect(size.walBytes).toBeGreaterThan(0);
  expect(size.bytes).toBeGreaterThan(size.fileBytes);
  expect(size.usedBytes + size.freeBytes).toBe(size.bytes);
  expect(statSync(file).size).toBe(size.fileBytes);

  writer.stdin.end();
  await once(writer, "exit");
});
