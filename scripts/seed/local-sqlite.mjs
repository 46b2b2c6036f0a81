// A faster way into the same local D1 database for large seeds: the sqlite3 command-line shell, when it is installed,
// writing the file that Miniflare keeps for the D1 database (<persist>/v3/d1/miniflare-D1DatabaseObject/<id>.sqlite,
// a plain SQLite database in WAL mode). It runs the same statements as the D1 path, with foreign keys on as D1 has
// them, but with what D1 refuses: a page cache of 256 MB (workerd's SQLite keeps 2 MB, so at a million events most
// inserts read their index pages back), no fsync and no journal (docs/decisions/021: a seed cut short leaves a file
// to delete, which the next seed says). Only while no workerd has the file open: the seed opens no Miniflare on this
// path, and no server may run on the state being seeded.

import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// Each shell takes the file for itself (EXCLUSIVE) and writes it without a journal: the write-ahead log Miniflare
// keeps would write every page twice (the load of 100,000 events takes 29 % less time, docs/decisions/021). The
// first shell takes the file out of WAL mode; closing the handle puts it back.
const PRAGMAS =
  "PRAGMA foreign_keys = ON;\nPRAGMA cache_size = -262144;\nPRAGMA synchronous = OFF;\nPRAGMA locking_mode = EXCLUSIVE;\nPRAGMA journal_mode = OFF;\n";
// Building an index sorts the whole table: SQLite's sorter takes worker threads when allowed, and works in memory
// runs the size of the page cache, which sort faster small (attendees_by_user at a million events: 56 s with 256 MB
// and one thread, 33 s with 16 MB and two, and 74 MB of memory instead of 540; docs/performance.md).
const INDEX_PRAGMAS = "PRAGMA cache_size = -16384;\nPRAGMA threads = 2;\n";
const isIndexBuild = (statements) => statements.length > 0 && statements.every((text) => /^\s*CREATE\s+(?:UNIQUE\s+)?INDEX\b/i.test(text));
// The schema's SQL needs 3.38 (json ->>, unixepoch) at most, and full-text search (FTS5).
const MIN_VERSION = [3, 38, 0];

/** The sqlite3 shell's version when it is on the PATH, recent enough and built with FTS5; otherwise null. */
export function sqlite3Version() {
  const probe = spawnSync(
    "sqlite3",
    [":memory:", "CREATE VIRTUAL TABLE t USING fts5(x, tokenize = 'unicode61 remove_diacritics 2'); SELECT sqlite_version();"],
    {
      encoding: "utf8",
    },
  );
  if (probe.status !== 0) return null;
  const version = probe.stdout.trim();
  const parts = version.split(".").map(Number);
  const recent = MIN_VERSION.findIndex((min, i) => (parts[i] ?? 0) !== min);
  return recent === -1 || (parts[recent] ?? 0) > MIN_VERSION[recent] ? version : null;
}

/**
 * The file of the `DB` database of a persist dir: among the SQLite files of Miniflare's D1 objects (one per binding:
 * DB and ARCHIVE), the one whose schema has the `events` table (null when not exactly one has it).
 */
export function localD1File(persistTo) {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
    .map((name) => join(dir, name))
    .filter((file) => {
      const probe = spawnSync("sqlite3", ["-readonly", "-noheader", file, "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'events'"], {
        encoding: "utf8",
      });
      return probe.status === 0 && probe.stdout.trim() === "1";
    });
  return files.length === 1 ? files[0] : null;
}

/** The shell run once on `file` with `sql` on its input, stopping at the first error; its output when it succeeds. */
function runSql(file, sql, pragmas = "") {
  // The pragmas' own answers (journal_mode's "off") kept out of the JSON the statements print.
  const result = spawnSync("sqlite3", ["-bail", "-json", file], {
    input: `.output /dev/null\n${PRAGMAS}${pragmas}.output stdout\n${sql}`,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`sqlite3 failed: ${(result.stderr || result.stdout).trim().slice(0, 500)}`);
  return result.stdout;
}

const literal = (value) => (typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

/** Why a seed must not write the database of `markerFile`'s state: an earlier one stopped while writing it without a
 * journal (null when none did). */
export function unjournaledWrite(markerFile) {
  if (!existsSync(markerFile)) return null;
  const { file, since } = JSON.parse(readFileSync(markerFile, "utf8"));
  return `a seed that began at ${since} stopped while writing ${file} without a journal: the file may be damaged`;
}

/**
 * The same interface as openLocalD1 (query, batch, close) on the file, one shell per call: for the schema steps.
 * `markerFile` exists from the first shell on, while the file has no journal; `close({ intact })` puts WAL mode back
 * and deletes it, unless the seed failed (`intact` false), whose partial transaction no journal could undo.
 */
export function openSqliteFile(file, markerFile) {
  const run = (sql, pragmas) => {
    if (!existsSync(markerFile)) writeFileSync(markerFile, `${JSON.stringify({ file, since: new Date().toISOString() })}\n`);
    return runSql(file, sql, pragmas);
  };
  return {
    query: async (sql, params = []) => {
      let i = 0;
      const out = run(`${sql.replace(/\?/g, () => literal(params[i++]))};\n`).trim();
      return out === "" ? [] : JSON.parse(out);
    },
    batch: async (statements) => {
      const sql = `BEGIN;\n${statements.map((text) => (text.trimEnd().endsWith(";") ? `${text.trimEnd()}\n` : `${text};\n`)).join("")}COMMIT;\n`;
      run(sql, isIndexBuild(statements) ? INDEX_PRAGMAS : "");
    },
    close: async ({ intact }) => {
      if (intact && existsSync(markerFile)) {
        const [{ journal_mode: mode }] = JSON.parse(runSql(file, "PRAGMA journal_mode = WAL;\n"));
        if (mode !== "wal") throw new Error(`sqlite3 left ${file} in journal mode ${mode}, not wal`);
        rmSync(markerFile);
      }
    },
  };
}

/**
 * Streams `statements` into one shell on `file`, a transaction every `batchBytes` of SQL (the WAL stays small);
 * `onBatch({bytes})` as they are handed over. Node generates while SQLite inserts: the pipe is the queue. Returns
 * the shell's peak memory.
 * @param {string} file
 * @param {Iterable<string> | AsyncIterable<string>} statements
 * @param {{ batchBytes: number, onBatch?: (done: { bytes: number }) => void }} options
 */
export async function runThroughSqlite3(file, statements, { batchBytes, onBatch = () => {} }) {
  const shell = spawn("sqlite3", ["-bail", file], { stdio: ["pipe", "ignore", "pipe"] });
  let stderr = "";
  shell.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = once(shell, "exit");
  const write = async (text) => {
    if (!shell.stdin.write(text)) await Promise.race([once(shell.stdin, "drain"), exited]);
    if (shell.exitCode !== null) throw new Error(`sqlite3 stopped: ${stderr.trim().slice(0, 500)}`);
  };
  await write(`${PRAGMAS}BEGIN;\n`);
  let bytes = 0;
  for await (const text of statements) {
    await write(text);
    bytes += text.length;
    if (bytes >= batchBytes) {
      await write("COMMIT;\nBEGIN;\n");
      onBatch({ bytes });
      bytes = 0;
    }
  }
  await write("COMMIT;\n");
  onBatch({ bytes });
  const peakKb = peakMemory(shell.pid);
  shell.stdin.end();
  const [code] = await exited;
  if (code !== 0) throw new Error(`sqlite3 failed: ${stderr.trim().slice(0, 500)}`);
  return { peakKb };
}

/** Peak resident memory (kB) of a running process, from /proc (0 off Linux or once it is gone). */
function peakMemory(pid) {
  try {
    return Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
