#!/usr/bin/env node
// npm run bench: builds, serves the production bundle in workerd on its own seeded state (bench/.state), then measures
// HTTP load (wrk), response weight and cache headers, first-load JavaScript and Lighthouse; writes bench/results.json.
//   npm run bench -- [--duration 10] [--connections 10,50] [--warmup 2] [--skip-lighthouse] [--lighthouse-runs 3]
//                    [--reseed] [--skip-build] [--port 8799]
// See docs/performance.md.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { BENCH, killGroupSync, options, output, ROOT, run, startGroup, waitForUrl } from "./lib.mjs";
import { load, loadTool } from "./load.mjs";
import { measureOrganizer } from "./organizer.mjs";
import { ensureLighthouse, lighthouse } from "./lighthouse.mjs";
import { BUDGETS, misses, p99Budget, render } from "./report.mjs";
import { firstLoadJs, get, weigh } from "./weight.mjs";

const SEED = { events: 10_000, users: 2_000 };
const UNCACHED_SECONDS = 5;
const opts = options();
const started = Date.now();
const timings = {};
const STATE = join(BENCH, ".state");
const PERSIST = join(STATE, "wrangler");
const MARKER = join(STATE, "seeded.json");
const origin = `http://127.0.0.1:${opts.port}`;
const step = (name) => {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  return () => (timings[name] = Math.round((Date.now() - t) / 100) / 10);
};

let server = null;
let crashes = 0;
async function startServer(log) {
  server = startGroup("node", ["scripts/start.mjs", "--no-build", "--persist-to", PERSIST], { env: { PORT: String(opts.port) }, log: join(STATE, log) });
  await waitForUrl(`${origin}/`, { server });
}
process.on("exit", () => server && killGroupSync(server.child.pid));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await server?.stop();
    process.exit(130);
  });
}

try {
  mkdirSync(STATE, { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    commit: output("git", ["rev-parse", "HEAD"]),
    dirty: output("git", ["status", "--porcelain", "--untracked-files=no"]) !== "",
    node: process.version,
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
    duration: opts.duration,
    connections: opts.connections,
    warmup: opts.warmup,
  };

  if (meta.loadAverageAtStart[0] > 1.5) {
    console.warn(
      `WARNING: load average ${meta.loadAverageAtStart[0]} on ${meta.cores} cores: other work competes with the server, figures will be pessimistic.`,
    );
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

  // Own state, seeded once: reused while the marker says it holds the bench's data set.
  const marker = existsSync(MARKER) ? JSON.parse(readFileSync(MARKER, "utf8")) : null;
  if (opts.reseed || !marker || marker.events !== SEED.events || marker.users !== SEED.users) {
    const done = step(`seed bench/.state (${SEED.events} events, ${SEED.users} users)`);
    rmSync(PERSIST, { recursive: true, force: true });
    run("node", ["scripts/migrate.mjs", "--persist-to", PERSIST], { capture: true });
    run("node", [
      "scripts/seed.mjs",
      "--events",
      String(SEED.events),
      "--users",
      String(SEED.users),
      "--persist-to",
      PERSIST,
      "--out",
      join(STATE, "seed.sql"),
    ]);
    writeFileSync(MARKER, JSON.stringify({ ...SEED, seededAt: new Date().toISOString() }, null, 2));
    done();
    meta.seed = { ...SEED, seededAt: new Date().toISOString(), reused: false };
  } else {
    console.log(`\n▶ reusing bench/.state, seeded at ${marker.seededAt} (--reseed to rebuild it)`);
    meta.seed = { ...marker, reused: true };
  }

  // Server: scripts/start.mjs in its own process group.
  {
    const free = await fetch(origin, { signal: globalThis.AbortSignal.timeout(1000) }).then(
      () => false,
      () => true,
    );
    if (!free) throw new Error(`port ${opts.port} is already in use: stop that server or pass --port`);
    const done = step(`serve on ${origin}`);
    await startServer("server.log");
    done();
  }

  const targets = await discoverTargets();
  meta.targets = Object.fromEntries(targets.map((t) => [t.name, t.path]));

  if (opts.warmup > 0) {
    const done = step(`warm-up (${opts.warmup} s per target)`);
    for (const t of targets) await load(tool, origin + t.path, { connections: Math.min(...opts.connections), duration: opts.warmup });
    done();
  }

  let done = step("responses, headers, first-load JS");
  const weight = {};
  const firstLoad = {};
  for (const t of targets) {
    weight[t.name] = { path: t.path, publicPage: t.kind === "page", ...(await weigh(origin + t.path)) };
    if (t.kind === "page") {
      const budgetGzip = typeof t.jsBudget === "number" ? t.jsBudget : t.jsBudget ? BUDGETS.firstLoadJsGzip : null;
      firstLoad[t.name] = { ...(await firstLoadJs(origin + t.path)), budgetGzip };
    }
  }
  done();

  done = step(`load: ${targets.length} targets × ${opts.connections.join("/")} connections × ${opts.duration} s`);
  const loadRows = [];
  for (const t of targets) {
    for (const connections of opts.connections) {
      let r;
      try {
        r = await load(tool, origin + t.path, { connections, duration: opts.duration });
      } catch (error) {
        r = { rps: 0, p50: null, p90: null, p99: null, max: null, mean: null, requests: 0, non2xx: 0, errors: 0, failure: error.message.split("\n")[0] };
      }
      if (server.exited) {
        // wrangler dev can die under load: keep its log, restart it and go on with the next run.
        const log = `server-crash-${++crashes}.log`;
        renameSync(join(STATE, "server.log"), join(STATE, log));
        r.failure = `the server died during this run (bench/.state/${log})`;
        console.warn(`  ${r.failure}: restarting it`);
        await startServer("server.log");
      }
      const row = { target: t.name, path: t.path, connections, ...r, budgetP99: p99Budget(t, connections) };
      loadRows.push(row);
      console.log(
        `  ${t.name.padEnd(16)} c=${String(connections).padEnd(3)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50?.toFixed(1)} ms  p99 ${r.p99?.toFixed(1)} ms  non-2xx ${r.non2xx + r.errors}`,
      );
    }
  }
  done();

  // What the page cache hides: one connection, every request a cache miss (no budget; shown for honesty).
  if (tool === "wrk") {
    done = step(`load uncached: SSR and API targets × 1 connection × ${UNCACHED_SECONDS} s`);
    for (const t of targets.filter((target) => target.ssrBudget || target.uncached || target.kind === "api")) {
      const r = await load(tool, origin + t.path, { connections: 1, duration: UNCACHED_SECONDS, unique: true });
      loadRows.push({ target: `${t.name} (uncached)`, path: t.path, connections: 1, ...r, budgetP99: null });
      console.log(`  ${t.name.padEnd(16)} uncached ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50?.toFixed(1)} ms  p99 ${r.p99?.toFixed(1)} ms`);
    }
    done();
  }

  let lh = null;
  done = step("organizer: create an event, attendee list and CSV of 2,000 attendees");
  const organizer = await measureOrganizer(origin, { persist: PERSIST });
  for (const row of organizer.rows) console.log(`  ${row.name.padEnd(28)} p50 ${row.p50.toFixed(1)} ms  max ${row.max.toFixed(1)} ms`);
  done();

  if (!opts.skipLighthouse) {
    done = step(`lighthouse: ${opts.lighthouseRuns} mobile runs × ${targets.filter((t) => t.lighthouse).length} pages`);
    lh = {};
    const pages = targets.filter((t) => t.lighthouse);
    for (const [i, t] of pages.entries()) {
      lh[t.name] = { ...lighthouse(origin + t.path, opts.lighthouseRuns, i), ...(t.noindex ? { noindex: true } : {}) };
      console.log(`  ${t.name}: performance ${lh[t.name].performance}, LCP ${Math.round(lh[t.name].lcp)} ms`);
    }
    meta.lighthouseVersion = JSON.parse(readFileSync(join(BENCH, ".tools/node_modules/lighthouse/package.json"), "utf8")).version;
    meta.lighthouseRuns = opts.lighthouseRuns;
    done();
  }

  await server.stop();
  server = null;
  timings.total = Math.round((Date.now() - started) / 100) / 10;
  meta.serverCrashes = crashes;
  meta.loadAverageAtEnd = loadavg().map((n) => Math.round(n * 100) / 100);
  meta.timings = timings;

  const results = { meta, budgets: BUDGETS, load: loadRows, weight, firstLoadJs: firstLoad, organizer: organizer.rows, lighthouse: lh };
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
  if (existsSync(join(STATE, "server.log"))) console.error(`server log: bench/.state/server.log`);
  await server?.stop();
  server = null;
  process.exit(1);
}

/** The measured targets (docs/performance.md), with an upcoming event and taxonomy slugs taken from the seeded data through the API. */
async function discoverTargets() {
  const json = async (path) => {
    const r = await get(origin + path, { accept: "application/json" });
    if (r.status !== 200) throw new Error(`GET ${path} answered ${r.status}`);
    return JSON.parse(r.body.toString("utf8"));
  };
  const list = (body) => body.data ?? body.events ?? body.items ?? body.results ?? (Array.isArray(body) ? body : []);
  const total = (body) => body.total ?? body.meta?.total ?? body.pagination?.total ?? list(body).length;
  // Without `from` the API lists past events first: ask for upcoming ones, a week ahead (well clear of "gone").
  const from = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const events = list(await json(`/api/v1/events?limit=24&status=active&from=${encodeURIComponent(from)}`));
  const event = events.find((e) => e.slug && e.topic?.slug && e.type?.slug && !e.visio) ?? events[0];
  if (!event?.slug) throw new Error("no upcoming event found through GET /api/v1/events");
  let filter = "topic=climat&type=fresque";
  if (total(await json(`/api/v1/events?${filter}&limit=1`)) === 0) filter = `topic=${event.topic.slug}&type=${event.type.slug}`;
  const eventPage = `/events/e/${encodeURIComponent(event.slug)}`;
  if ((await get(origin + eventPage)).status !== 200) throw new Error(`${eventPage} does not answer 200`);
  const mediaHtml = (await get(origin + "/media")).body.toString("utf8");
  const article = /href="(\/media\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(mediaHtml)?.[1];
  if (!article) throw new Error("no article link found on /media");
  const page = (name, path, extra = {}) => ({ name, path, kind: "page", ...extra });
  const api = (name, path) => ({ name, path, kind: "api" });
  return [
    // The home page carries page-builder content (carousel of events, top articles, a survey): its own JS budget.
    page("home", "/", { lighthouse: true, jsBudget: BUDGETS.homeFirstLoadJsGzip }),
    page("events", "/events", { lighthouse: true, ssrBudget: true, jsBudget: true }),
    page("events filtered", `/events?${filter}`, { ssrBudget: true }),
    page("city lyon", "/events/city/lyon"),
    page("event page", eventPage, { lighthouse: true, ssrBudget: true, jsBudget: true }),
    page("media", "/media", { lighthouse: true }),
    page("article", article, { lighthouse: true }),
    page("search", "/search?q=climat", { uncached: true }),
    // A widget lives inside partners' pages and says noindex on purpose: its SEO score is reported, not budgeted.
    page("widget", "/iframe/techforgoodtour", { lighthouse: true, noindex: true }),
    api("api page 3", "/api/v1/events?limit=24&page=3"),
    api("api loc", "/api/v1/events?loc=4.8357,45.764"), // Lyon, longitude first (docs/product.md §7)
    api("api search", "/api/v1/events?search=fresque"),
    api("api site search", "/api/v1/builder/search?q=climat"),
    { name: "floor", path: "/builds/latest.json", kind: "control" },
  ];
}
