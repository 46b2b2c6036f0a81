// Uncached rows (docs/performance.md): every request with its own `_bench=` parameter, so the page cache never
// answers. With a second server on the BASE_EVENTS state, each row is measured on both, one after the other (the
// order alternating from row to row), so the growth report compares figures taken under the same machine load.
import { loadavg } from "node:os";
import { load } from "./load.mjs";
import { ms } from "./lib.mjs";

/**
 * Measures each target of `servers[0].targets` marked `uncached` on every server that has a target of that name:
 * `warmup` seconds (not kept), then `seconds` at 1 connection. Returns rows {target, events, path, …figures}.
 */
export async function measureUncached(tool, servers, { seconds, warmup }) {
  const rows = [];
  const names = servers[0].targets.filter((target) => target.uncached).map((target) => target.name);
  for (const [i, name] of names.entries()) {
    const order = i % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) {
      const target = server.targets.find((t) => t.name === name);
      if (!target) continue;
      const url = server.origin + target.path;
      let r;
      try {
        if (warmup > 0) await load(tool, url, { connections: 1, duration: warmup, unique: true });
        r = await load(tool, url, { connections: 1, duration: seconds, unique: true });
      } catch (error) {
        r = { rps: 0, p50: null, p90: null, p99: null, max: null, mean: null, requests: 0, non2xx: 0, errors: 0, failure: error.message.split("\n")[0] };
      }
      rows.push({
        target: `${name} (uncached)`,
        name,
        kind: target.kind,
        events: server.events,
        path: target.path,
        connections: 1,
        ...r,
        budgetP50: target.uncachedP50 ?? null,
      });
      console.log(
        `  ${name.padEnd(16)} ${String(server.events).padStart(8)} events  ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  load ${loadavg()[0].toFixed(2)}${r.failure ? `  ${r.failure}` : ""}`,
      );
    }
  }
  return rows;
}

/** Growth rows: the same uncached target at `base` and at `size` events, the ratio of their p50 and its budget. */
export function growthRows(uncachedRows, { base, size, budget }) {
  const at = (name, events) => uncachedRows.find((row) => row.name === name && row.events === events);
  return [...new Set(uncachedRows.map((row) => row.name))].flatMap((name) => {
    const small = at(name, base);
    const large = at(name, size);
    if (!small || !large) return [];
    const ratio = small.p50 > 0 && large.requests > 0 ? large.p50 / small.p50 : null;
    return [
      {
        target: name,
        kind: large.kind,
        paths: { [base]: small.path, [size]: large.path },
        p50: { [base]: small.p50, [size]: large.p50 },
        p99: { [base]: small.p99, [size]: large.p99 },
        rps: { [base]: small.rps, [size]: large.rps },
        ratio,
        budget,
        ok: ratio !== null && ratio <= budget && large.non2xx + large.errors === 0,
      },
    ];
  });
}
