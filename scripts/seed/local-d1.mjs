// The local D1 database of a persist dir, opened in this process with Miniflare as `wrangler d1 execute --local` does
// (same persist layout, same database id, same workerd SQLite), but started once for the whole seed. A small Worker
// holds the binding and runs each batch of statements as one D1 batch (one transaction); Node sends it over HTTP
// without waiting, so the next batch is generated while workerd runs the previous one. (Wrangler's getPlatformProxy
// makes every prepare() a blocking round trip: generation and SQLite then take turns.)

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setImmediate } from "node:timers/promises";
import { Miniflare } from "miniflare";

const WORKER = `
export default {
  async fetch(request, env) {
    const { statements, sql, params = [] } = await request.json();
    try {
      if (statements) {
        await env.DB.batch(statements.map((text) => env.DB.prepare(text)));
        return Response.json({ ok: true });
      }
      const { results } = await env.DB.prepare(sql).bind(...params).all();
      return Response.json({ ok: true, results });
    } catch (error) {
      return Response.json({ ok: false, error: String(error.cause?.message ?? error.message) }, { status: 500 });
    }
  },
};`;

/** wrangler.jsonc as an object: comments and trailing commas are dropped outside strings. */
function readJsonc(file) {
  const text = readFileSync(file, "utf8").replace(/("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\/|,(?=\s*[}\]])/g, (match, string) => string ?? "");
  return JSON.parse(text);
}

/** Opens a D1 binding of wrangler.jsonc (`DB` unless named) with its state under `persistTo` (as `wrangler … --local --persist-to`). */
export async function openLocalD1(root, persistTo, name = "DB") {
  const config = readJsonc(join(root, "wrangler.jsonc"));
  const binding = config.d1_databases.find((database) => database.binding === name);
  const mf = new Miniflare({
    modules: true,
    script: WORKER,
    d1Persist: join(persistTo, "v3", "d1"),
    d1Databases: { DB: binding.preview_database_id ?? binding.database_id },
  });
  await mf.ready;
  const call = async (body) => {
    const response = await mf.dispatchFetch("http://seed.local/", { method: "POST", body: JSON.stringify(body) }).catch((error) => {
      throw new Error(`${error.message}${error.cause ? ` (${error.cause.code ?? ""} ${error.cause.message})` : ""}`);
    });
    const answer = /** @type {{ ok: boolean, error?: string, results?: any }} */ (await response.json());
    if (!answer.ok) throw new Error(answer.error);
    return answer.results;
  };
  return {
    /** Rows of one statement. */
    query: (sql, params = []) => call({ sql, params }),
    /** Statements run as one transaction. */
    batch: (statements) => call({ statements }),
    close: () => mf.dispose(),
  };
}

/**
 * Runs `statements` (an iterable or async iterable of SQL strings) in batches of about `batchBytes` of SQL, each one
 * transaction. One batch runs in workerd while the next is generated; `onBatch({statements, bytes})` after each.
 * @param {{ batch: (statements: string[]) => Promise<unknown> }} db
 * @param {Iterable<string> | AsyncIterable<string>} statements
 * @param {{ batchBytes: number, onBatch?: (done: { statements: number, bytes: number }) => void }} options
 */
export async function runInBatches(db, statements, { batchBytes, onBatch = () => {} }) {
  /** @type {string[]} */
  let batch = [];
  let bytes = 0;
  /** @type {Promise<void> | null} */
  let running = null;
  /** @type {Error | null} */
  let failure = null;
  let turn = Date.now();
  const send = async (sql, size) => {
    await running;
    if (failure) throw failure;
    running = db.batch(sql).then(
      () => onBatch({ statements: sql.length, bytes: size }),
      (error) => {
        failure = new Error(`a batch of ${sql.length} statements failed: ${error.message}\nits first statement: ${sql[0].slice(0, 160)}…`);
      },
    );
  };
  for await (const text of statements) {
    batch.push(text);
    bytes += text.length;
    if (bytes >= batchBytes) {
      await send(batch, bytes);
      batch = [];
      bytes = 0;
    }
    // Generation is synchronous: give the event loop a turn now and then, so the request in flight goes out.
    if (Date.now() - turn > 20) {
      await setImmediate();
      turn = Date.now();
    }
  }
  if (batch.length > 0) await send(batch, bytes);
  await running;
  if (failure) throw failure;
}

/** Peak resident memory (kB) and CPU time (s) of this process's descendants (workerd, its helpers), from /proc; empty
 * off Linux. */
export function descendantsUsage(pid = process.pid) {
  const found = [];
  const visit = (parent) => {
    let children = [];
    try {
      children = readdirSync(`/proc/${parent}/task`).flatMap((task) =>
        readFileSync(`/proc/${parent}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean),
      );
    } catch {
      return;
    }
    for (const child of children) {
      try {
        const status = readFileSync(`/proc/${child}/status`, "utf8");
        const name = /^Name:\s+(.+)$/m.exec(status)?.[1] ?? "?";
        const peak = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
        const stat = readFileSync(`/proc/${child}/stat`, "utf8").split(") ")[1].split(" ");
        const ticks = Number(stat[11]) + Number(stat[12]); // utime + stime, in clock ticks (100 per second on Linux)
        found.push({ pid: Number(child), name, peakKb: peak, cpuSeconds: ticks / 100 });
      } catch {
        /* gone */
      }
      visit(child);
    }
  };
  visit(pid);
  return found;
}
