// A few GETs of the deployed site: it serves pages and the API, and the build it runs is the one just deployed
// (/builds/latest.json, which the pages' deploy check reads: docs/product.md §2).
import { setTimeout as sleep } from "node:timers/promises";

/** How long a new version may take to reach the edge that answers, before the smoke test gives up. */
const NEW_VERSION_WAIT_MS = 60_000;
const RETRY_MS = 3_000;

/**
 * The problems of the deployed site at `origin`; none when it is sound.
 * @param {{ origin: string, buildId: string, fetch?: typeof globalThis.fetch, waitMs?: number }} options
 * @returns {Promise<string[]>}
 */
export async function smokeTest({ origin, buildId, fetch = globalThis.fetch, waitMs = NEW_VERSION_WAIT_MS }) {
  const base = origin.replace(/\/$/, "");
  const deadline = Date.now() + waitMs;
  let latest = await readLatestBuild(fetch, base);
  while (latest !== buildId && Date.now() < deadline) {
    await sleep(RETRY_MS);
    latest = await readLatestBuild(fetch, base);
  }
  const problems = latest === buildId ? [] : [`${base}/builds/latest.json names the build ${latest}, not the one deployed (${buildId}).`];
  // The home page is page-builder content: on a new, empty database it is the site's own 404 page, which still
  // proves the Worker renders; a refused configuration (503) or a crash (500) does not.
  /** @type {[string, string, number[]][]} */
  const pages = [
    ["/", "text/html", [200, 404]],
    ["/api/v1/events?limit=1", "application/json", [200]],
  ];
  for (const [path, type, accepted] of pages) {
    const response = await fetch(`${base}${path}`, { headers: { Accept: type }, redirect: "follow" });
    if (!accepted.includes(response.status)) problems.push(`GET ${base}${path} answered ${response.status}.`);
    else if (!response.headers.get("content-type")?.startsWith(type))
      problems.push(`GET ${base}${path} answered ${response.headers.get("content-type")}, not ${type}.`);
  }
  return problems;
}

/**
 * The origin wrangler deployed to: the first URL it lists under "Deployed <worker> triggers" (the workers.dev one,
 * a route's or a custom domain's); `fallback` when it lists none there.
 * @param {string} output what `wrangler deploy` printed
 * @param {string} fallback
 */
export function deployedOrigin(output, fallback) {
  const at = output.search(/Deployed \S+ triggers/);
  return (at === -1 ? null : /https:\/\/[^\s"'()]+/.exec(output.slice(at))?.[0]) ?? fallback;
}

/** The build id the site serves, or a description of why it serves none. */
async function readLatestBuild(fetch, base) {
  try {
    const response = await fetch(`${base}/builds/latest.json`, { headers: { Accept: "application/json" } });
    if (!response.ok) return `(none: ${response.status})`;
    const body = await response.json();
    return typeof body?.id === "string" ? body.id : "(none: no id)";
  } catch (error) {
    return `(none: ${error instanceof Error ? error.message : String(error)})`;
  }
}
