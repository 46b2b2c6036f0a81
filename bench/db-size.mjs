#!/usr/bin/env node
// The size of a state's D1 database (docs/performance.md "Database size"): its pages as SQLite counts them
// (page_count × page_size, what D1's 10 GB limit is about) and what each table holds, from SQLite's dbstat virtual
// table read with the sqlite3 shell, read-only (a server may have the file open: its write-ahead log is read too).
// Each index counts with its table, and the shadow tables of a virtual table (FTS5) with it.
//   node bench/db-size.mjs <persist dir | sqlite file>
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { localD1File } from "../scripts/seed/local-sqlite.mjs";
import { table } from "./lib.mjs";

// One statement, so one read transaction: the pages counted and the pages measured are those of the same moment.
// Every b-tree is a row of dbstat (aggregate: its pages summed, `pageno` then counting them); sqlite_schema says which
// table an index is on, and pragma_table_list which tables are virtual and which are their shadow tables. Bytes are
// pages × page size: the aggregate `pgsize` of a b-tree past 2 GiB wraps around in SQLite 3.40 (a 2.7 GB table read
// as -1.5 GB at a million events).
const SIZE_SQL = `SELECT json_object(
  'pageSize', (SELECT page_size FROM pragma_page_size),
  'pageCount', (SELECT page_count FROM pragma_page_count),
  'freePages', (SELECT freelist_count FROM pragma_freelist_count),
  'btrees', json((SELECT json_group_array(json_object('name', s.name, 'bytes', s.pageno * (SELECT page_size FROM pragma_page_size), 'type', m.type, 'owner', m.tbl_name))
    FROM dbstat AS s LEFT JOIN sqlite_schema AS m ON m.name = s.name WHERE s.aggregate = TRUE)),
  'tables', json((SELECT json_group_array(json_object('name', name, 'type', type)) FROM pragma_table_list WHERE schema = 'main'))
);`;

/** The sqlite3 shell's answer to `sql` on `file`, opened read-only. */
function query(file, sql) {
  const result = spawnSync("sqlite3", ["-readonly", "-bail", "-noheader", "-list", file, sql], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`sqlite3 could not read ${file}: ${(result.stderr || result.stdout || result.error?.message || "").trim()}`);
  return result.stdout.trim();
}

/** The SQLite file of `target`: a file as it is, or the D1 database of a persist dir (wrangler's layout). */
function databaseFile(target) {
  if (!existsSync(target)) throw new Error(`${target} does not exist`);
  if (!statSync(target).isDirectory()) return target;
  const file = localD1File(target);
  if (!file) throw new Error(`${target} does not hold exactly one D1 database`);
  return file;
}

const bytesOnDisk = (file) => (existsSync(file) ? statSync(file).size : 0);

/**
 * Tables with their b-trees: each index under its table, each shadow table (and its indexes) under its virtual
 * table, the one whose name with "_" begins the shadow's (the longest, if several do). Largest first.
 */
function groupBtrees(btrees, tables) {
  const typeOf = new Map(tables.map(({ name, type }) => [name, type]));
  const virtual = tables.filter(({ type }) => type === "virtual").map(({ name }) => name);
  const groupOf = (name) =>
    typeOf.get(name) === "shadow" ? (virtual.filter((v) => name.startsWith(`${v}_`)).sort((a, b) => b.length - a.length)[0] ?? name) : name;
  const groups = new Map();
  for (const { name, bytes, type, owner } of btrees) {
    // sqlite_schema, the b-tree of page 1, is no row of itself: its own group.
    const group = groupOf(owner ?? name);
    if (!groups.has(group)) groups.set(group, { name: group, kind: typeOf.get(group) === "virtual" ? "virtual" : "table", bytes: 0, parts: [] });
    const entry = groups.get(group);
    entry.bytes += bytes;
    entry.parts.push({ name, kind: type === "index" ? "index" : typeOf.get(name) === "shadow" ? "shadow" : "table", bytes });
  }
  const largestFirst = (a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name);
  return [...groups.values()].map((group) => ({ ...group, parts: group.parts.sort(largestFirst) })).sort(largestFirst);
}

/**
 * The size of the SQLite database of `target` (a persist dir or a file). `bytes` = page_count × page_size =
 * `usedBytes` (the pages of every b-tree, dbstat) + `freeBytes` (the freelist) + `otherBytes` (pages of neither: the
 * lock-byte page of a file past 1 GiB, pointer maps under auto_vacuum). `fileBytes` and `walBytes` are on disk;
 * `events` and `members` the rows of events and users (null without the table).
 */
export function readDatabaseSize(target) {
  const file = databaseFile(target);
  const { pageSize, pageCount, freePages, btrees, tables } = JSON.parse(query(file, SIZE_SQL));
  const has = (name) => tables.some((t) => t.name === name && t.type === "table");
  const counted = [has("events") && "(SELECT count(*) FROM events)", has("users") && "(SELECT count(*) FROM users)"];
  const [events, members] = query(file, `SELECT ${counted.map((sql) => sql || "NULL").join(", ")};`)
    .split("|")
    .map((n) => (n === "" ? null : Number(n)));
  const bytes = pageCount * pageSize;
  const usedBytes = btrees.reduce((sum, btree) => sum + btree.bytes, 0);
  const freeBytes = freePages * pageSize;
  return {
    file,
    fileBytes: bytesOnDisk(file),
    walBytes: bytesOnDisk(`${file}-wal`),
    pageSize,
    pageCount,
    freePages,
    bytes,
    usedBytes,
    freeBytes,
    otherBytes: bytes - usedBytes - freeBytes,
    events,
    members,
    tables: groupBtrees(btrees, tables),
  };
}

const count = (n) => n.toLocaleString("en-US");
/** Bytes in GB (10^9 bytes, as D1 states its limit), two decimals. */
export const gb = (bytes) => `${(bytes / 1e9).toFixed(2)} GB`;
/** Bytes in MB (10^6 bytes), one decimal. */
export const mb = (bytes) => (bytes / 1e6).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The breakdown as a text table: MB, share of page_count × page_size, bytes per event and per member; each table
 * with its b-trees under it, the tables under `minShare` of the whole summed in one row.
 */
export function renderDatabaseSize(size, { minShare = 0 } = {}) {
  const share = (bytes) => `${((bytes / size.bytes) * 100).toFixed(1)} %`;
  const per = (bytes, n) => (n ? count(Math.round(bytes / n)) : "–");
  const row = (name, bytes) => [name, mb(bytes), share(bytes), per(bytes, size.events), per(bytes, size.members)];
  const shown = size.tables.filter((group) => group.bytes >= minShare * size.bytes);
  const rows = shown.flatMap((group) => {
    const label = group.kind === "virtual" ? `${group.name} (virtual, with its shadow tables)` : group.name;
    if (group.parts.length === 1 && group.parts[0].name === group.name) return [row(label, group.bytes)];
    return [row(label, group.bytes), ...group.parts.map((part) => row(`  ${part.name}${part.kind === "table" ? " (rows)" : ""}`, part.bytes))];
  });
  const smaller = size.tables.filter((group) => !shown.includes(group));
  const smallerBytes = smaller.reduce((sum, group) => sum + group.bytes, 0);
  const rest = [
    ...(smaller.length ? [row(`${smaller.length} smaller table${smaller.length === 1 ? "" : "s"} (each < ${minShare * 100} %)`, smallerBytes)] : []),
    ...(size.freeBytes ? [row("(free pages)", size.freeBytes)] : []),
    ...(size.otherBytes ? [row("(pages of no b-tree nor the freelist)", size.otherBytes)] : []),
  ];
  const counts = size.events == null ? "" : `; ${count(size.events)} events, ${count(size.members ?? 0)} members`;
  return [
    `${size.file}: ${mb(size.bytes)} MB (${count(size.pageCount)} pages of ${count(size.pageSize)} bytes, ${count(size.freePages)} free; on disk ${mb(size.fileBytes)} MB and ${mb(size.walBytes)} MB of WAL)${counts}`,
    table([["table / index", "MB", "share", "B/event", "B/member"], ...rows, ...rest, row("total", size.bytes)]),
  ].join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [target] = process.argv.slice(2);
  if (!target) {
    console.error("usage: node bench/db-size.mjs <persist dir | sqlite file>");
    process.exit(2);
  }
  console.log(renderDatabaseSize(readDatabaseSize(target)));
}
