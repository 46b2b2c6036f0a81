// Budgets (docs/performance.md) and the printed tables: each figure beside its budget.
import { kb, ms, table } from "./lib.mjs";

export const BUDGETS = {
  lighthouse: { performance: 98, accessibility: 100, seo: 100, cls: 0 },
  firstLoadJsGzip: 130_000, // bytes (kB = 1,000 bytes), on /events and the event page
  homeFirstLoadJsGzip: 160_000, // the home page, which carries page-builder content
  ssrP99: 50, // ms at 10 connections, /events listings and the event page, zero errors
  apiP99: 20, // ms at 10 connections, GET /api/v1/events with any filter
};

/** Budget of a load target at a connection count, or null (reported only). */
export function p99Budget(target, connections) {
  if (connections !== 10) return null;
  if (target.kind === "api") return BUDGETS.apiP99;
  if (target.ssrBudget) return BUDGETS.ssrP99;
  return null;
}

/** Every miss, as text (also written to results.json). */
export function misses(results) {
  const out = [];
  for (const row of results.load) {
    if (row.failure) out.push(`${row.target} @${row.connections}: ${row.failure}`);
    else if (row.requests === 0) out.push(`${row.target} @${row.connections}: no request completed within the run`);
    else if (row.budgetP99 != null && row.p99 > row.budgetP99) out.push(`${row.target} @${row.connections}: p99 ${ms(row.p99)} > ${row.budgetP99} ms`);
    if (row.non2xx + row.errors > 0) out.push(`${row.target} @${row.connections}: ${row.non2xx} non-2xx, ${row.errors} socket errors`);
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
  return out;
}

const mark = (ok) => (ok == null ? "" : ok ? "ok" : "MISS");

export function render(results) {
  const parts = [];
  parts.push(`Load (${results.meta.loadTool}, ${results.meta.duration} s per run, no Accept-Encoding)`);
  parts.push(
    table([
      ["target", "conns", "req/s", "p50", "p99", "max", "non-2xx", "p99 budget", ""],
      ...results.load.map((r) =>
        r.requests === 0
          ? [
              r.target,
              r.connections,
              0,
              r.failure ? "FAILED" : "none done",
              "–",
              "–",
              r.non2xx + r.errors,
              r.budgetP99 == null ? "–" : `≤ ${r.budgetP99} ms`,
              "MISS",
            ]
          : [
              r.target,
              r.connections,
              r.rps.toFixed(0),
              ms(r.p50),
              ms(r.p99),
              ms(r.max),
              r.non2xx + r.errors,
              r.budgetP99 == null ? "–" : `≤ ${r.budgetP99} ms`,
              mark(r.budgetP99 == null ? (r.non2xx + r.errors === 0 ? null : false) : r.p99 <= r.budgetP99 && r.non2xx + r.errors === 0),
            ],
      ),
    ]),
  );
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
      `\nLighthouse ${results.meta.lighthouseVersion} mobile, median of ${results.meta.lighthouseRuns} (budgets: perf ≥ ${b.performance}, a11y 100, SEO 100, CLS 0)`,
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
