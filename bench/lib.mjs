// Shared helpers of the bench: command line, child processes, the server's process group, small formatting.
import { spawn, spawnSync } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const BENCH = fileURLToPath(new URL(".", import.meta.url));

export function options() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "10,50" },
      rounds: { type: "string", default: "3" },
      warmup: { type: "string", default: "2" },
      "lighthouse-runs": { type: "string", default: "3" },
      "skip-lighthouse": { type: "boolean", default: false },
      "skip-build": { type: "boolean", default: false },
      reseed: { type: "boolean", default: false },
      port: { type: "string", default: "8799" },
      events: { type: "string", default: "10000" },
      users: { type: "string" },
    },
  });
  const events = Number(values.events);
  if (!Number.isInteger(events) || events < 1) throw new Error("--events must be a positive integer");
  const users = values.users === undefined ? null : Number(values.users);
  if (users !== null && (!Number.isInteger(users) || users < 1)) throw new Error("--users must be a positive integer");
  const connections = values.connections
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (!connections.length) throw new Error("--connections must be a list like 10,50");
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error("--rounds must be a positive integer");
  return {
    duration: Number(values.duration),
    connections,
    rounds,
    warmup: Number(values.warmup),
    lighthouseRuns: Number(values["lighthouse-runs"]),
    skipLighthouse: values["skip-lighthouse"],
    skipBuild: values["skip-build"],
    reseed: values.reseed,
    port: Number(values.port),
    events,
    users,
  };
}

/** Runs a command to completion (output shown), throws on failure; returns the seconds it took. */
export function run(command, args, { env = {}, capture = false } = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (result.status !== 0) {
    if (capture) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`.slice(-4000));
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status}${result.error ? `, ${result.error.message}` : ""})`);
  }
  return { seconds: (Date.now() - started) / 1000, stdout: result.stdout ?? "" };
}

/** Output of a command, or "" when it fails or is missing. */
export function output(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : "";
}

export function has(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).status === 0;
}

/** Starts a long-running command in its own session and process group (setsid), output to a log file. */
export function startGroup(command, args, { env = {}, log, cwd = ROOT }) {
  const fd = openSync(log, "w");
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env },
    detached: true, // setsid(): the child leads a new process group, so workerd can be stopped with it
    stdio: ["ignore", fd, fd],
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  return {
    child,
    get exited() {
      return exited;
    },
    /** Stops the whole group: SIGTERM, then SIGKILL for whatever is left after 5 s. */
    async stop() {
      const signal = (sig) => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, sig);
          return true;
        } catch {
          return false; // group already gone
        }
      };
      if (!signal("SIGTERM")) return;
      for (let i = 0; i < 50; i++) {
        await sleep(100);
        if (!signal(0)) return;
      }
      signal("SIGKILL");
    },
  };
}

/** Same as stop(), synchronous, for process exit handlers. */
export function killGroupSync(pid) {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    /* already gone */
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The machine's CPU times since boot, all cores together (Linux `/proc/stat`), or null elsewhere. */
export function cpuTimes() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait, steal };
  } catch {
    return null;
  }
}

/** Between two `cpuTimes()`: the percentages of all cores' time spent busy (steal included) and stolen by the host. */
export function cpuShare(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  const total = after.total - before.total;
  const percent = (value) => Math.round((value / total) * 1000) / 10;
  return { busy: percent(total - (after.idle - before.idle)), steal: percent(after.steal - before.steal) };
}

/**
 * Waits for `url` to answer, at most `timeoutMs`; `server`, the process group serving it, ends the wait when it exits.
 * @param {string} url
 * @param {{ timeoutMs?: number, server?: { exited?: unknown } }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 90_000, server } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exited) throw new Error("the server exited before it was ready");
    try {
      const response = await fetch(url, { signal: globalThis.AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export const kb = (bytes) => (bytes == null ? "–" : `${(bytes / 1000).toFixed(1)} kB`);
export const ms = (value) => (value == null ? "–" : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`);

export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Plain text table: rows of cells, first row is the header. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i] ?? "").length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? String(cell ?? "").padEnd(widths[i]) : String(cell ?? "").padStart(widths[i]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}
