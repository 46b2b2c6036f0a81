// HTTP load: Debian's wrk (installed with apt when missing), autocannon (in bench/.tools) as a fallback.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH, has, run } from "./lib.mjs";

export const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 rendez-vous-bench";

// One connection per wrk thread: each thread's Lua state times its one request in flight with the monotonic clock
// (LuaJIT's ffi), counts non-2xx answers, and done() merges the threads' latencies into percentiles, printed as one
// JSON line. wrk's own latency histogram cannot be used: at the end of a run wrk 4 "corrects" it for coordinated
// omission (stats_correct), adding for every answer slower than twice the mean interval a sample at each multiple of
// that interval below it. A stall of a few hundred ms then weighs in the p99 in proportion to the target's rate, so
// the fastest targets (the floor, the site search) had p99s of 0.5-2 s while their connections' real latencies summed
// to 7-11 times the run's length (docs/performance.md "Measurements corrected: the p99").
//
// With a run id, every request gets its own `_bench=<run>-<thread>-<n>` parameter: the page cache never answers, so
// the figures are those of rendering (SSR and queries) itself. The id is new for each run: wrk's Lua random numbers
// start from the same seed in every run, so before 2026-11-27 a measured run asked for its warm-up's URLs again and
// the page cache answered them.
const lua = (uniqueRun) => `
local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clock, bench_timespec *ts);
]]
local clock = ffi.new("bench_timespec")
local function nowUs()
  ffi.C.clock_gettime(1, clock) -- CLOCK_MONOTONIC
  return tonumber(clock.tv_sec) * 1e6 + tonumber(clock.tv_nsec) / 1e3
end

local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("threadId", #threads)
end
function init(args)
  non2xx = 0
  latencies = {}
  sequence = 0
end

local function path()
${
  uniqueRun
    ? `  sequence = sequence + 1
  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.path .. separator .. "_bench=${uniqueRun}-" .. threadId .. "-" .. sequence`
    : "  return wrk.path"
}
end
request = function()
  started = nowUs()
  return wrk.format(nil, path())
end
function response(status, headers, body)
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
  if started then
    latencies[#latencies + 1] = nowUs() - started
    started = nil
  end
end

function done(summary, latency, requests)
  local n, all, sum = 0, {}, 0
  for _, t in ipairs(threads) do
    n = n + (t:get("non2xx") or 0)
    for _, us in ipairs(t:get("latencies") or {}) do
      all[#all + 1] = us
      sum = sum + us
    end
  end
  table.sort(all)
  local function percentile(p)
    if #all == 0 then return 0 end
    return all[math.max(1, math.ceil(p / 100 * #all))]
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"non2xx":%d,"socket_errors":%d,"timeouts":%d,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,"mean_us":%.1f}\\n',
    summary.requests, summary.duration, summary.bytes, n, e.connect + e.read + e.write, e.timeout,
    percentile(50), percentile(90), percentile(99), percentile(100), #all > 0 and sum / #all or 0))
end
`;

/** Returns "wrk" or "autocannon" (with a warning), installing what is missing. */
export function loadTool() {
  if (has("wrk")) return "wrk";
  console.log("wrk is missing: installing Debian's wrk with apt-get…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const install = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { stdio: "inherit" });
  install(["apt-get", "install", "-y", "wrk"]);
  if (!has("wrk")) {
    install(["apt-get", "update"]);
    install(["apt-get", "install", "-y", "wrk"]);
  }
  if (has("wrk")) return "wrk";
  console.warn(
    "WARNING: wrk could not be installed; falling back to autocannon (a Node load generator that shares the 2 cores with the server: figures are lower bounds).",
  );
  if (!existsSync(join(BENCH, ".tools/node_modules/autocannon"))) {
    run("npm", ["install", "--prefix", join(BENCH, ".tools"), "--no-save", "--no-audit", "--no-fund", "autocannon@8"]);
  }
  return "autocannon";
}

/**
 * Several runs of one target as one row: the median of their req/s and percentiles, the largest max, the sum of
 * requests and errors, the first failure, and each run's req/s, p50 and p99 (`rounds`). The local runtime's tail
 * comes in stalls a few per run, so one run's p99 is a draw (docs/performance.md "Against the floor").
 */
export function combineRuns(runs) {
  if (runs.length === 1) return runs[0];
  const median = (key) => {
    const values = runs
      .map((run) => run[key])
      .filter((value) => value != null)
      .sort((a, b) => a - b);
    if (values.length === 0) return null;
    const middle = values.length >> 1;
    return values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
  };
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  const failure = runs.find((run) => run.failure)?.failure;
  return {
    rps: median("rps") ?? 0,
    p50: median("p50"),
    p90: median("p90"),
    p99: median("p99"),
    max: Math.max(...runs.map((run) => run.max ?? 0)),
    mean: median("mean"),
    requests: sum("requests"),
    non2xx: sum("non2xx"),
    errors: sum("errors"),
    ...(failure ? { failure } : {}),
    rounds: runs.map(({ rps, p50, p99 }) => ({ rps, p50, p99 })),
  };
}

/** One load run: { rps, p50, p90, p99, max, mean (ms), requests, non2xx, errors }. */
export async function load(tool, url, { connections, duration, unique = false }) {
  if (tool === "wrk") return wrk(url, connections, duration, unique);
  if (unique) throw new Error("uncached runs need wrk");
  return autocannon(url, connections, duration);
}

function wrk(url, connections, duration, unique) {
  // Each variant has its own file, so the one a cached run leaves behind never adds `_bench=` when rerun by hand.
  const script = join(BENCH, unique ? ".state/report-uncached.lua" : ".state/report.lua");
  writeFileSync(script, lua(unique ? randomUUID() : null));
  const args = [
    "-t",
    String(connections),
    "-c",
    String(connections),
    "-d",
    `${duration}s`,
    "--timeout",
    "10s",
    "-s",
    script,
    "-H",
    `User-Agent: ${USER_AGENT}`,
    "-H",
    "Accept: text/html,application/json;q=0.9,*/*;q=0.8",
    url,
  ];
  const { stdout } = run("wrk", args, { capture: true });
  const line = stdout.split("\n").find((l) => l.startsWith("BENCH_JSON "));
  if (!line) throw new Error(`could not parse wrk's output:\n${stdout}`);
  const r = JSON.parse(line.slice("BENCH_JSON ".length));
  return {
    rps: r.requests / (r.duration_us / 1e6),
    p50: r.p50_us / 1000,
    p90: r.p90_us / 1000,
    p99: r.p99_us / 1000,
    max: r.max_us / 1000,
    mean: r.mean_us / 1000,
    requests: r.requests,
    non2xx: r.non2xx,
    errors: r.socket_errors + r.timeouts,
  };
}

async function autocannon(url, connections, duration) {
  const { default: ac } = await import(join(BENCH, ".tools/node_modules/autocannon/autocannon.js"));
  const r = await ac({ url, connections, duration, headers: { "user-agent": USER_AGENT } });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    mean: r.latency.average,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
