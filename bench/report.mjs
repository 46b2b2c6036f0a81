// Budgets (docs/performance.md) and the printed tables: each figure beside its budget.
import { gb, mb, renderDatabaseSize } from "./db-size.mjs";
import { kb, ms, table } from "./lib.mjs";

export const BUDGETS = {
  lighthouse: { performance: 98, accessibility: 100, seo: 100, cls: 0 },
  firstLoadJsGzip: 130_000, // bytes (kB = 1,000 bytes), on /events and the event page
  homeFirstLoadJsGzip: 160_000, // the home page, which carries page-builder content
  floorP99Factor: 1.25, // cached pages and API at 10 connections: p99 ≤ this × the floor's p99 in the same run
  floorConnections: 10, // the connections of that budget, measured in --rounds rounds (median of each row's p99)
  uncachedPageP50: 15, // ms, uncached, 1 connection: /events and the event page (on a quiet machine)
  uncachedApiP50: 8, // ms, uncached, 1 connection: every API row (on a quiet machine)
  growthRatio: 1.5, // uncached p50 at the bench's size ≤ this × its figure at 10,000 events, every page and API row
  peerThroughput: 5, // uncached listing API at 10 connections: req/s ≥ this × the peer's (bench/peer.mjs), at every size
  databaseBytes: 5_000_000_000, // bytes (GB = 10^9, as D1 states its limit): page_count × page_size, half D1's 10 GB
  databaseFromEvents: 1_000_000, // the states that budget applies to: this many events or more
};

/**
 * The machine is quiet for the uncached p50 budgets when, over the seconds before those rows with every server of
 * the bench idle, at most this percentage of all cores' time was busy: other work. (The 1-minute load average
 * said "busy" after every run's cached rows, its own load of the minutes before.)
 */
const QUIET_BUSY_PERCENT = 10;

/** Sets each cached page and API row at 10 connections its p99 budget: BUDGETS.floorP99Factor × the floor's p99. */
export function applyFloorBudgets(loadRows, targets) {
  const floor = loadRows.find((row) => row.target === "floor" && row.connections === BUDGETS.floorConnections && row.requests > 0);
  for (const row of loadRows) {
    const kind = targets.find((target) => target.name === row.target)?.kind;
    row.budgetP99 =
      floor && row.connections === BUDGETS.floorConnections && (kind === "page" || kind === "api")
        ? Math.round(BUDGETS.floorP99Factor * floor.p99 * 10) / 10
        : null;
  }
  return floor?.p99 ?? null;
}

/** Sets each state's database (its `state`: the events it was seeded with) its budget in bytes, or null below the size. */
export function applyDatabaseBudget(databases) {
  for (const database of databases) database.budgetBytes = database.state >= BUDGETS.databaseFromEvents ? BUDGETS.databaseBytes : null;
}

/** Every miss, as text (also written to results.json). */
export function misses(results) {
  const out = [];
  const size = results.meta.events;
  for (const row of [...results.load, ...results.uncached.filter((r) => r.events === size)]) {
    if (row.failure) out.push(`${row.target} @${row.connections}: ${row.failure}`);
    else if (row.requests === 0) out.push(`${row.target} @${row.connections}: no request completed within the run`);
    else if (row.budgetP99 != null && row.p99 > row.budgetP99)
      out.push(`${row.target} @${row.connections}: p99 ${ms(row.p99)} > ${row.budgetP99} ms (${BUDGETS.floorP99Factor} × floor)`);
    else if (row.budgetP50 != null && row.p50 > row.budgetP50) out.push(`${row.target}: p50 ${ms(row.p50)} > ${row.budgetP50} ms${busy(results.meta)}`);
    if (row.non2xx + row.errors > 0) out.push(`${row.target} @${row.connections}: ${row.non2xx} non-2xx, ${row.errors} socket errors`);
  }
  for (const row of results.growth?.rows ?? []) {
    if (!row.ok)
      out.push(
        `${row.target}: uncached p50 ${ms(row.p50[size])} at ${size} events = ${row.ratio?.toFixed(2)} × ${ms(row.p50[results.growth.base])} at ${results.growth.base} (budget ${row.budget}×)`,
      );
  }
  if (results.peer?.failure) out.push(`peer: not measured (${results.peer.failure})`);
  for (const row of results.peer?.rows ?? []) {
    if (row.ratio !== undefined && !(row.ratio >= BUDGETS.peerThroughput))
      out.push(
        `peer: our uncached API at ${row.size} events ${row.rps.toFixed(0)} req/s = ${row.ratio?.toFixed(1)} × the peer's (budget ${BUDGETS.peerThroughput}×)`,
      );
    if (row.non2xx + row.errors > 0) out.push(`peer: ${row.server} at ${row.size}: ${row.non2xx} non-2xx, ${row.errors} socket errors`);
  }
  for (const [name, w] of Object.entries(results.weight)) {
    if (w.publicPage && !w.edgeCacheable) out.push(`${name}: not edge-cacheable (Cache-Control: ${w.cacheControl ?? "none"})`);
  }
  for (const [name, lh] of Object.entries(results.lighthouse ?? {})) {
    if (!lh.runs) {
      out.push(`${name}: every Lighthouse run failed`);
      continue;
    }
    const b = BUDGETS.lighthouse;
    if (lh.performance < b.performance) out.push(`${name}: Lighthouse performance ${lh.performance} < ${b.performance}`);
    if (lh.accessibility < b.accessibility) out.push(`${name}: accessibility ${lh.accessibility} < 100`);
    if (lh.seo < b.seo && !lh.noindex) out.push(`${name}: SEO ${lh.seo} < 100`);
    if (lh.cls > b.cls) out.push(`${name}: CLS ${lh.cls.toFixed(3)} > 0`);
  }
  for (const row of results.organizer ?? []) {
    if (row.p50 > row.budget) out.push(`${row.name}: p50 ${ms(row.p50)} > ${row.budget} ms`);
  }
  for (const [name, js] of Object.entries(results.firstLoadJs)) {
    if (js.budgetGzip != null && js.gzip > js.budgetGzip) out.push(`${name}: first-load JS ${kb(js.gzip)} gzip > ${kb(js.budgetGzip)}`);
  }
  for (const database of results.database) {
    if (database.budgetBytes != null && database.bytes > database.budgetBytes)
      out.push(`database at ${count(database.state)} events: ${gb(database.bytes)} > ${gb(database.budgetBytes)} (half D1's 10 GB)`);
  }
  return out;
}

const mark = (ok) => (ok == null ? "" : ok ? "ok" : "MISS");
const count = (n) => n.toLocaleString("en-US");
const busy = ({ cpuUse }) =>
  cpuUse?.idleBench && cpuUse.idleBench.busy > QUIET_BUSY_PERCENT
    ? ` (busy machine: ${cpuUse.idleBench.busy} % of the CPU used by other work while the bench was idle)`
    : "";
/** @param {{ idleBench?: { busy: number, steal: number } | null, uncached?: { busy: number, steal: number } | null }} [cpuUse] */
const cpuLine = ({ idleBench, uncached } = {}) =>
  idleBench && uncached
    ? `; CPU with the bench idle before the uncached rows ${idleBench.busy} % busy (steal ${idleBench.steal} %), during them ${uncached.busy} % (steal ${uncached.steal} %)`
    : "";

/** A load row as table cells, its budget on p99 or p50 (`budgetP99`, `budgetP50`). */
function loadCells(r) {
  const budget = r.budgetP99 != null ? `p99 ≤ ${ms(r.budgetP99)}` : r.budgetP50 != null ? `p50 ≤ ${ms(r.budgetP50)}` : "–";
  const clean = r.non2xx + r.errors === 0;
  if (r.requests === 0) return [r.target, r.connections, 0, r.failure ? "FAILED" : "none done", "–", "–", r.non2xx + r.errors, budget, "MISS"];
  const ok = r.budgetP99 != null ? r.p99 <= r.budgetP99 && clean : r.budgetP50 != null ? r.p50 <= r.budgetP50 && clean : clean ? null : false;
  return [r.target, r.connections, r.rps.toFixed(0), ms(r.p50), ms(r.p99), ms(r.max), r.non2xx + r.errors, budget, mark(ok)];
}

export function render(results) {
  const { meta } = results;
  const size = meta.events;
  const parts = [];
  parts.push(
    `${count(size)} events, ${count(meta.users)} members; load average ${meta.loadAverage.start} at start, ${meta.loadAverage.uncached} before the uncached rows, ${meta.loadAverage.end} at the end (${meta.cores} cores)${cpuLine(meta.cpuUse)}`,
  );
  const header = ["target", "conns", "req/s", "p50", "p99", "max", "non-2xx", "budget", ""];
  parts.push(
    `\nLoad, cached (${meta.loadTool}, ${meta.duration} s per run, no Accept-Encoding; at ${BUDGETS.floorConnections} connections ${meta.rounds ?? 1} rounds, each row the median of its runs; p99 budgets ${BUDGETS.floorP99Factor} × the floor's p99 at ${BUDGETS.floorConnections} connections, ${ms(results.floorP99)})`,
  );
  parts.push(table([header, ...results.load.map(loadCells)]));
  parts.push(`\nUncached (every request a cache miss, 1 connection, ${meta.uncachedSeconds} s, after ${meta.warmup} s of warm-up)${busy(meta)}`);
  parts.push(table([header, ...results.uncached.filter((r) => r.events === size).map(loadCells)]));
  if (results.growth) {
    const { base, rows } = results.growth;
    parts.push(
      `\nGrowth: the uncached rows at ${count(base)} and ${count(size)} events, measured in pairs (budget: p50 ≤ ${BUDGETS.growthRatio} × the ${count(base)} figure)`,
    );
    parts.push(
      table([
        ["target", `p50 ${count(base)}`, `p50 ${count(size)}`, "ratio", `p99 ${count(base)}`, `p99 ${count(size)}`, ""],
        ...rows.map((r) => [
          r.target,
          ms(r.p50[base]),
          ms(r.p50[size]),
          r.ratio == null ? "–" : `${r.ratio.toFixed(2)}×`,
          ms(r.p99[base]),
          ms(r.p99[size]),
          mark(r.ok),
        ]),
      ]),
    );
  }
  if (results.peer?.rows) {
    const { rows, connections, seconds } = results.peer;
    parts.push(
      `\nAgainst a peer: 24 items of a listing API, every request a cache miss, ${connections} connections, ${seconds} s × ${rows[0].rounds?.length ?? 1} rounds (budget: req/s ≥ ${BUDGETS.peerThroughput} × the peer's)`,
    );
    parts.push(
      table([
        ["server", "items", "req/s", "p50", "p99", "non-2xx", "× peer", ""],
        ...rows.map((r) => [
          r.server,
          count(r.size),
          r.rps.toFixed(0),
          ms(r.p50),
          ms(r.p99),
          r.non2xx + r.errors,
          r.ratio === undefined ? "–" : `${r.ratio?.toFixed(1)}×`,
          r.ratio === undefined ? "" : mark(r.ratio >= BUDGETS.peerThroughput),
        ]),
      ]),
    );
  } else if (results.peer?.failure) {
    parts.push(`\nAgainst a peer: not measured (${results.peer.failure})`);
  }
  parts.push("\nResponses (one GET each; compressed = Accept-Encoding: gzip, br)");
  parts.push(
    table([
      ["target", "status", "bytes", "compressed", "Cache-Control", "edge-cacheable"],
      ...Object.entries(results.weight).map(([name, w]) => [
        name,
        w.status,
        kb(w.bytes),
        `${kb(w.compressedBytes)} ${w.contentEncoding ?? ""}`.trim(),
        w.cacheControl ?? "(none)",
        w.publicPage ? `${w.edgeCacheable ? "yes" : "no"} ${mark(w.edgeCacheable)}` : w.edgeCacheable ? "yes" : "no",
      ]),
    ]),
  );
  parts.push("\nFirst-load JavaScript (the page's scripts and their static imports; gzip -9, brotli q11)");
  parts.push(
    table([
      ["page", "scripts", "raw", "gzip", "brotli", "gzip budget", ""],
      ...Object.entries(results.firstLoadJs).map(([name, js]) => [
        name,
        js.count,
        kb(js.raw),
        kb(js.gzip),
        kb(js.brotli),
        js.budgetGzip == null ? "–" : `≤ ${kb(js.budgetGzip)}`,
        js.budgetGzip == null ? "" : mark(js.gzip <= js.budgetGzip),
      ]),
    ]),
  );
  parts.push(
    `\nDatabase size (each state's D1 file: page_count × page_size, GB = 10^9 bytes; budget ≤ ${gb(BUDGETS.databaseBytes)} from ${count(BUDGETS.databaseFromEvents)} events on, half D1's 10 GB)`,
  );
  parts.push(
    table([
      ["state", "database", "free pages", "B/event", "B/member", "budget", ""],
      ...results.database.map((d) => [
        `${count(d.state)} events`,
        gb(d.bytes),
        `${mb(d.freeBytes)} MB`,
        count(Math.round(d.bytes / d.events)),
        count(Math.round(d.bytes / d.members)),
        d.budgetBytes == null ? "–" : `≤ ${gb(d.budgetBytes)}`,
        d.budgetBytes == null ? "" : mark(d.bytes <= d.budgetBytes),
      ]),
    ]),
  );
  for (const d of results.database) parts.push(`\n${count(d.state)} events, what each table holds (dbstat):\n${renderDatabaseSize(d, { minShare: 0.01 })}`);
  if (results.organizer) {
    parts.push("\nOrganizer (sequential requests as the organizer, p50 on loopback)");
    parts.push(
      table([
        ["action", "runs", "p50", "max", "budget", ""],
        ...results.organizer.map((row) => [row.name, row.runs, ms(row.p50), ms(row.max), `≤ ${row.budget} ms`, mark(row.p50 <= row.budget)]),
      ]),
    );
  }
  if (results.lighthouse) {
    const b = BUDGETS.lighthouse;
    parts.push(
      `\nLighthouse ${results.meta.lighthouseVersion} mobile (${results.meta.browser ?? "browser not recorded"}), median of ${results.meta.lighthouseRuns} (budgets: perf ≥ ${b.performance}, a11y 100, SEO 100, CLS 0)`,
    );
    parts.push(
      table([
        ["page", "perf", "a11y", "best-pr.", "SEO", "LCP", "TBT", "CLS", "total", "JS", ""],
        ...Object.entries(results.lighthouse).map(([name, lh]) => [
          name,
          lh.performance,
          lh.accessibility,
          lh.bestPractices,
          lh.noindex ? `${lh.seo} (noindex)` : lh.seo,
          ms(lh.lcp),
          ms(lh.tbt),
          lh.cls?.toFixed(3),
          kb(lh.totalBytes),
          kb(lh.jsBytes),
          mark(lh.performance >= b.performance && lh.accessibility >= 100 && (lh.seo >= 100 || lh.noindex) && lh.cls <= b.cls),
        ]),
      ]),
    );
  } else {
    parts.push("\nLighthouse: skipped (--skip-lighthouse)");
  }
  const missed = results.misses;
  parts.push(missed.length ? `\nBudget misses (${missed.length}):\n${missed.map((m) => `  - ${m}`).join("\n")}` : "\nEvery budget met.");
  return parts.join("\n");
}
