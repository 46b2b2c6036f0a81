// A faster way into the same local D1 database for large seeds: the sqlite3 command-line shell, when it is installed,
// writing the file that Miniflare keeps for the D1 database (<persist>/v3/d1/miniflare-D1DatabaseObject/<id>.sqlite,
// a plain SQLite database in WAL mode). It runs the same statements as the D1 path, with foreign keys on as D1 has
// them, but with what D1 refuses: a page cache of 256 MB (workerd's SQLite keeps 2 MB, so at a million events most
// inserts read their index pages back) and no fsync (a seed cut short is seeded again anyway). Only while no workerd
// has the file open: the seed opens no Miniflare on this path, and no server may run on the state being seeded.

import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const PRAGMAS = "PRAGMA foreign_keys = ON;\nPRAGMA cache_size = -262144;\nPRAGMA synchronous = OFF;\n";
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

/** The D1 database file of a persist dir: the one SQLite file of Miniflare's D1 objects (null when not exactly one). */
export function localD1File(persistTo) {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  return files.length === 1 ? join(dir, files[0]) : null;
}

/** The shell run once on `file` with `sql` on its input, stopping at the first error; its output when it succeeds. */
function runSql(file, sql) {
  const result = spawnSync("sqlite3", ["-bail", "-json", file], { input: PRAGMAS + sql, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`sqlite3 failed: ${(result.stderr || result.stdout).trim().slice(0, 500)}`);
  return result.stdout;
}

const literal = (value) => (typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

/** The same interface as openLocalD1 (query, batch) on the file, one shell per call: for the schema steps. */
export function openSqliteFile(file) {
  return {
    query: (sql, params = []) => {
      let i = 0;
      const out = runSql(file, `${sql.replace(/\?/g, () => literal(params[i++]))};\n`).trim();
      return Promise.resolve(out === "" ? [] : JSON.parse(out));
    },
    batch: (statements) => {
      runSql(file, `BEGIN;\n${statements.map((text) => (text.trimEnd().endsWith(";") ? `${text.trimEnd()}\n` : `${text};\n`)).join("")}COMMIT;\n`);
      return Promise.resolve();
    },
  };
}

/**
 * Streams `statements` into one shell on `file`, a transaction every `batchBytes` of SQL (the WAL stays small);
 * `onBatch({bytes})` as they are handed over. Node generates while SQLite inserts: the pipe is the queue. Returns
 * the shell's peak memory.
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
