#!/usr/bin/env node
// npm run bench: builds, serves the production bundle in workerd on its own seeded state (bench/.state/<N>-events),
// then measures HTTP load (wrk), response weight and cache headers, first-load JavaScript, Lighthouse and the size of
// each state's database; writes bench/results.json and prints every figure beside its budget.
//   npm run bench -- [--events 10000] [--users N] [--duration 10] [--connections 10,50] [--rounds 3] [--warmup 2]
//                    [--skip-lighthouse] [--lighthouse-runs 3] [--reseed] [--skip-build] [--port 8799]
// With --events other than 10,000, a second server on the 10,000-event state (port + 1) answers the same uncached rows,
// measured in pairs with the first: the growth report. A peer, Ghost (Node/Express/SQLite, installed once from the npm
// registry), serves on port + 2 for the throughput comparison. See docs/performance.md.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { gb, readDatabaseSize } from "./db-size.mjs";
import { measureUncached, growthRows } from "./growth.mjs";
import { BENCH, cpuShare, cpuTimes, killGroupSync, options, output, ROOT, run, sleep, startGroup, waitForUrl } from "./lib.mjs";
import { combineRuns, load, loadTool } from "./load.mjs";
import { measureOrganizer } from "./organizer.mjs";
import { GHOST_VERSION, measurePeer } from "./peer.mjs";
import { browserVersion, ensureLighthouse, lighthouse } from "./lighthouse.mjs";
import { applyDatabaseBudget, applyFloorBudgets, BUDGETS, misses, render } from "./report.mjs";
import { BASE_EVENTS, ensureState, usersFor } from "./state.mjs";
import { discoverTargets } from "./targets.mjs";
import { firstLoadJs, weigh } from "./weight.mjs";

const UNCACHED_SECONDS = 5;
/** How long the machine's CPU is sampled with the bench idle, before the uncached rows. */
const IDLE_SAMPLE_MS = 5_000;
const opts = options();
const size = { events: opts.events, users: opts.users ?? usersFor(opts.events) };
const growth = opts.events !== BASE_EVENTS;
const started = Date.now();
const timings = {};
const load1 = () => Math.round(loadavg()[0] * 100) / 100;
const step = (name) => {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  return () => (timings[name] = Math.round((Date.now() - t) / 100) / 10);
};

/** Running servers (scripts/start.mjs in their own process group), stopped at exit. */
const servers = new Set();
async function launch(server) {
  // No Cron Triggers: the reminders and retention jobs would write during the measurements.
  server.group = startGroup("node", ["scripts/start.mjs", "--no-build", "--no-cron", "--persist-to", server.state.persist], {
    env: { PORT: String(server.port) },
    log: server.log,
  });
  servers.add(server);
  await waitForUrl(`${server.origin}/`, { server: server.group, timeoutMs: 180_000 });
  return server;
}
function startServer({ state, events, port }) {
  // Every run starts with an empty page cache: the Cache API's local store keeps what earlier runs wrote (about
  // 900 MB after one run at 10,000 events, every uncached request an entry), and its writes slow as it grows.
  rmSync(join(state.persist, "v3", "cache"), { recursive: true, force: true });
  return launch({ origin: `http://127.0.0.1:${port}`, state, events, port, log: join(state.dir, "server.log"), crashes: 0 });
}
async function stopServer(server) {
  await server.group.stop();
  servers.delete(server);
}
async function portIsFree(port) {
  return fetch(`http://127.0.0.1:${port}`, { signal: globalThis.AbortSignal.timeout(1000) }).then(
    () => false,
    () => true,
  );
}
process.on("exit", () => servers.forEach((server) => killGroupSync(server.group.child.pid)));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void Promise.all([...servers].map(stopServer)).finally(() => process.exit(130));
  });
}

try {
  const meta = {
    date: new Date().toISOString(),
    commit: output("git", ["rev-parse", "HEAD"]),
    dirty: output("git", ["status", "--porcelain", "--untracked-files=no"]) !== "",
    node: process.version,
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    events: size.events,
    users: size.users,
    loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
    loadAverage: { start: load1() },
    duration: opts.duration,
    connections: opts.connections,
    rounds: opts.rounds,
    warmup: opts.warmup,
    uncachedSeconds: UNCACHED_SECONDS,
  };

  if (meta.loadAverage.start > 1.5) {
    console.warn(`WARNING: load average ${meta.loadAverage.start} on ${meta.cores} cores: other work competes with the server, figures will be pessimistic.`);
  }
  for (const port of [opts.port, opts.port + 1, opts.port + 2]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is already in use: stop that server or pass --port`);
  }
  const tool = loadTool();
  meta.loadTool = tool === "wrk" ? output("wrk", ["-v"]).split("\n")[0] || "wrk" : "autocannon (fallback)";
  if (!opts.skipLighthouse) {
    const done = step("lighthouse install check");
    ensureLighthouse();
    done();
  }

  if (!opts.skipBuild || !existsSync(join(ROOT, "build/server/wrangler.json"))) {
    const done = step("build");
    run("npx", ["react-router", "build"], { capture: true });
    done();
  }

  // Own states, one per size, seeded once: reused while their marker says they hold the data set asked for.
  const states = {};
  for (const { events, users } of growth ? [size, { events: BASE_EVENTS, users: usersFor(BASE_EVENTS) }] : [size]) {
    const done = step(`state bench/.state/${events}-events (${events} events, ${users} members)`);
    states[events] = await ensureState({ events, users, reseed: opts.reseed });
    const { marker } = states[events];
    console.log(marker.reused ? `  reusing it, seeded at ${marker.seededAt} (--reseed to rebuild it)` : `  seeded in ${marker.seed.seconds} s`);
    done();
  }
  meta.seed = states[size.events].marker;
  if (growth) meta.baseSeed = states[BASE_EVENTS].marker;

  // Each state's D1 database, read before a server opens it and the organizer rows add to it (docs/performance.md
  // "Database size"); dbstat reads every page, so this takes longer as the file grows.
  let done = step("database size of each state (dbstat)");
  const databases = Object.entries(states).map(([events, state]) => ({ state: Number(events), ...readDatabaseSize(state.persist) }));
  applyDatabaseBudget(databases);
  for (const d of databases) console.log(`  ${d.state} events: ${gb(d.bytes)}, ${Math.round(d.bytes / (d.events ?? d.state))} bytes per event`);
  done();

  done = step(`serve on port ${opts.port}${growth ? ` (${size.events} events) and ${opts.port + 1} (${BASE_EVENTS} events)` : ""}`);
  const [main, base] = await Promise.all([
    startServer({ state: states[size.events], events: size.events, port: opts.port }),
    growth ? startServer({ state: states[BASE_EVENTS], events: BASE_EVENTS, port: opts.port + 1 }) : null,
  ]);
  done();

  main.targets = await discoverTargets(main.origin);
  if (base) base.targets = await discoverTargets(base.origin);
  meta.targets = Object.fromEntries(main.targets.map((t) => [t.name, t.path]));
  const loaded = main.targets.filter((t) => t.load !== false);

  if (opts.warmup > 0) {
    done = step(`warm-up (${opts.warmup} s per target)`);
    for (const t of loaded) await load(tool, main.origin + t.path, { connections: Math.min(...opts.connections), duration: opts.warmup });
    done();
  }

  done = step("responses, headers, first-load JS");
  const weight = {};
  const firstLoad = {};
  for (const t of loaded) {
    weight[t.name] = { path: t.path, publicPage: t.kind === "page", ...(await weigh(main.origin + t.path)) };
    if (t.kind === "page") {
      const budgetGzip = typeof t.jsBudget === "number" ? t.jsBudget : t.jsBudget ? BUDGETS.firstLoadJsGzip : null;
      firstLoad[t.name] = { ...(await firstLoadJs(main.origin + t.path)), budgetGzip };
    }
  }
  done();

  // At the budget's connections the targets are measured in rounds, each round through every target (the floor
  // included), so that each row's p99 is the median of runs spread over the whole phase (combineRuns).
  const roundsAt = (connections) => (connections === BUDGETS.floorConnections ? opts.rounds : 1);
  const plan = [];
  for (let round = 0; round < opts.rounds; round++) {
    for (const t of loaded) for (const connections of opts.connections) if (round < roundsAt(connections)) plan.push({ t, connections, round });
  }
  done = step(`load: ${loaded.length} targets × ${opts.connections.map((c) => `${c} connections × ${roundsAt(c)}`).join(", ")} × ${opts.duration} s`);
  const runs = new Map();
  for (const { t, connections, round } of plan) {
    let r;
    try {
      r = await load(tool, main.origin + t.path, { connections, duration: opts.duration });
    } catch (error) {
      r = { rps: 0, p50: null, p90: null, p99: null, max: null, mean: null, requests: 0, non2xx: 0, errors: 0, failure: error.message.split("\n")[0] };
    }
    if (main.group.exited) {
      // wrangler dev can die under load: keep its log, restart it and go on with the next run.
      const log = join(main.state.dir, `server-crash-${++main.crashes}.log`);
      renameSync(main.log, log);
      r.failure = `the server died during this run (${log.slice(ROOT.length)})`;
      console.warn(`  ${r.failure}: restarting it`);
      await launch(main);
    }
    const key = `${t.name}@${connections}`;
    runs.set(key, [...(runs.get(key) ?? []), r]);
    const of = roundsAt(connections) > 1 ? ` (round ${round + 1}/${roundsAt(connections)})` : "";
    console.log(
      `  ${t.name.padEnd(16)} c=${String(connections).padEnd(3)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50?.toFixed(1)} ms  p99 ${r.p99?.toFixed(1)} ms  non-2xx ${r.non2xx + r.errors}${of}`,
    );
  }
  const loadRows = loaded.flatMap((t) =>
    opts.connections.map((connections) => ({ target: t.name, path: t.path, connections, ...combineRuns(runs.get(`${t.name}@${connections}`)) })),
  );
  const floorP99 = applyFloorBudgets(loadRows, main.targets);
  done();

  // What the page cache hides: one connection, every request a cache miss; at both sizes for the growth report.
  let uncached = [];
  meta.loadAverage.uncached = load1();
  if (tool === "wrk") {
    // Whether other work shares the machine, seen while the bench's servers are idle (QUIET_BUSY_PERCENT).
    const idleFrom = cpuTimes();
    await sleep(IDLE_SAMPLE_MS);
    const uncachedFrom = cpuTimes();
    meta.cpuUse = { idleBench: cpuShare(idleFrom, uncachedFrom) };
    const rows = main.targets.filter((t) => t.uncached).length;
    done = step(
      `load uncached: ${rows} SSR and API targets × 1 connection × ${UNCACHED_SECONDS} s${growth ? ` at ${BASE_EVENTS} and ${size.events} events` : ""}`,
    );
    uncached = await measureUncached(tool, base ? [main, base] : [main], { seconds: UNCACHED_SECONDS, warmup: opts.warmup });
    meta.cpuUse.uncached = cpuShare(uncachedFrom, cpuTimes());
    done();
  }
  // Against a peer: our uncached listing API and Ghost's at 10 connections, with the servers of the sizes measured.
  /** @type {Awaited<ReturnType<typeof measurePeer>> | null} */
  let peer = null;
  if (tool === "wrk") {
    done = step(`peer: Ghost ${GHOST_VERSION} (Node/Express/SQLite, ${BASE_EVENTS} posts) and our API, uncached, ${BUDGETS.floorConnections} connections`);
    peer = await measurePeer(tool, base ? [main, base] : [main], {
      connections: BUDGETS.floorConnections,
      seconds: opts.duration,
      rounds: opts.rounds,
      warmup: opts.warmup,
      port: opts.port + 2,
      posts: BASE_EVENTS,
    });
    for (const row of peer?.rows ?? []) {
      console.log(
        `  ${row.server.padEnd(14)} ${String(row.size).padStart(8)}  ${row.rps.toFixed(0).padStart(5)} req/s  p50 ${row.p50?.toFixed(1)} ms${row.ratio ? `  ${row.ratio.toFixed(1)}×` : ""}`,
      );
    }
    if (peer?.failure) console.warn(`  ${peer.failure}`);
    done();
  }
  if (base) await stopServer(base);
  const growthReport = growth
    ? { base: BASE_EVENTS, size: size.events, rows: growthRows(uncached, { base: BASE_EVENTS, size: size.events, budget: BUDGETS.growthRatio }) }
    : null;

  /** @type {Record<string, any> | null} */
  let lh = null;
  done = step("organizer: create an event, attendee list and CSV of 2,000 attendees");
  const organizer = await measureOrganizer(main.origin, { persist: main.state.persist });
  for (const row of organizer.rows) console.log(`  ${row.name.padEnd(28)} p50 ${row.p50.toFixed(1)} ms  max ${row.max.toFixed(1)} ms`);
  done();

  if (!opts.skipLighthouse) {
    const pages = main.targets.filter((t) => t.lighthouse);
    done = step(`lighthouse: ${opts.lighthouseRuns} mobile runs × ${pages.length} pages`);
    const runs = /** @type {Record<string, any>} */ ({});
    for (const [i, t] of pages.entries()) {
      runs[t.name] = { ...lighthouse(main.origin + t.path, opts.lighthouseRuns, i), ...(t.noindex ? { noindex: true } : {}) };
      console.log(`  ${t.name}: performance ${runs[t.name].performance}, LCP ${Math.round(runs[t.name].lcp)} ms`);
    }
    lh = runs;
    meta.lighthouseVersion = JSON.parse(readFileSync(join(BENCH, ".tools/node_modules/lighthouse/package.json"), "utf8")).version;
    meta.lighthouseRuns = opts.lighthouseRuns;
    meta.browser = browserVersion();
    done();
  }

  await stopServer(main);
  timings.total = Math.round((Date.now() - started) / 100) / 10;
  meta.serverCrashes = main.crashes;
  meta.loadAverageAtEnd = loadavg().map((n) => Math.round(n * 100) / 100);
  meta.loadAverage.end = load1();
  meta.timings = timings;

  const results = {
    meta,
    budgets: BUDGETS,
    floorP99,
    load: loadRows,
    uncached,
    growth: growthReport,
    peer,
    weight,
    firstLoadJs: firstLoad,
    database: databases,
    organizer: organizer.rows,
    lighthouse: lh,
  };
  results.misses = misses(results);
  writeFileSync(join(BENCH, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${render(results)}`);
  console.log(
    `\nTimings (s): ${Object.entries(timings)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  console.log(
    `Wrote bench/results.json (commit ${meta.commit.slice(0, 7)}${meta.dirty ? ", dirty tree" : ""}, ${meta.cpu}, ${meta.cores} cores, load ${meta.loadAverageAtStart.join(" ")}).`,
  );
} catch (error) {
  console.error(`\nbench failed: ${error.stack ?? error}`);
  for (const server of servers) console.error(`server log: ${server.log.slice(ROOT.length)}`);
  await Promise.all([...servers].map(stopServer));
  process.exit(1);
}
