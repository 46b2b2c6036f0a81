import { getEnv } from "~/env.server";
import { hasSessionCookie, readCookie } from "~/features/accounts/auth/session.server";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { forgetEntry, readEntry, shareEntry, writeEntry, type PageEntry } from "./page-cache-store";
import { withFreshNonce } from "./page-cache-nonce";
import { hasBookmarkCookie } from "./d1-session";

type PageCacheEnv = { Bindings: Env; Variables: { nonce: string } };

/** Runs a request through the whole app again: how a stale entry is refreshed after its visitor got it. */
type Render = (request: Request, env: Env, ctx: Context<PageCacheEnv>["executionCtx"]) => Response | Promise<Response>;

// Never stored here whatever their headers say: the dev outbox, the deploy check (must always be current)
// and uploads (R2 objects already carry immutable caching).
const SKIPPED = /^\/(?:dev\/|builds\/latest\.json$|uploads\/)/;

/** Background refreshes of this isolate, by key: one at a time for each. */
const refreshing = new Set<string>();
/**
 * Renders of a missing page in progress in this isolate, by key: requests for the same page meanwhile wait
 * for that one render instead of starting their own. It settles with the stored answer (null when the answer
 * was not shareable, or is stored under a copy's key, which then has to be rendered for each visitor).
 */
const rendering = new Map<string, Promise<PageEntry | null>>();
/** The requests a refresh sends through the app: they skip the lookup and always render. */
const refreshRequests = new WeakSet<Request>();

/** Campaign and click ids: they change nothing on the page, so they neither split the cache nor reach the render. */
const TRACKING = /^(?:utm_\w+|fbclid|gclid|msclkid)$/;

function withoutTracking(url: URL): URL {
  for (const name of [...url.searchParams.keys()]) if (TRACKING.test(name)) url.searchParams.delete(name);
  return url;
}

/**
 * A client navigation's data request (`<page>.data`) that asks for only some routes (`_routes`): which ones
 * depends on the page the visitor came from, so its copies could not be found again to purge them.
 */
function isPartialData(url: URL): boolean {
  return url.pathname.endsWith(".data") && url.searchParams.has("_routes");
}

/** The data request of a page (React Router's single fetch): `/events/e/x` → `/events/e/x.data`, `/` → `/_root.data`. */
function dataUrlOf(url: string): string {
  const data = new URL(url);
  data.pathname = data.pathname === "/" ? "/_root.data" : `${data.pathname.replace(/\/$/, "")}.data`;
  return data.href;
}

/**
 * One key per page and build: the full URL with its search parameters sorted (identity bodies, so no
 * Accept-Encoding). The build id keeps a deploy from serving pages that name the previous build's
 * script and style files, which are gone.
 */
function cacheKey(url: string): string {
  const key = withoutTracking(new URL(url));
  key.searchParams.sort();
  key.searchParams.append("__build", __BUILD_ID__);
  key.hash = "";
  return key.href;
}

/**
 * How long the edge may keep an answer, from the handler's own headers: only `public` with a positive
 * `s-maxage`, nothing personal (private, no-store, no-cache, Set-Cookie), status 200.
 */
function edgeLifetime(response: Response): { sMaxage: number; staleWhileRevalidate: number } | null {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return null;
  const directives = new Map(
    (response.headers.get("Cache-Control") ?? "").split(",").map((part) => {
      const [name = "", value = ""] = part.trim().toLowerCase().split("=");
      return [name, value];
    }),
  );
  if (!directives.has("public") || ["private", "no-store", "no-cache"].some((name) => directives.has(name))) return null;
  const sMaxage = Number(directives.get("s-maxage"));
  const staleWhileRevalidate = Number(directives.get("stale-while-revalidate") ?? 0);
  if (!(sMaxage > 0)) return null;
  return { sMaxage, staleWhileRevalidate: staleWhileRevalidate > 0 ? staleWhileRevalidate : 0 };
}

function freshness(entry: PageEntry, now: number): "HIT" | "STALE" | null {
  const age = (now - entry.storedAt) / 1000;
  if (age <= entry.sMaxage) return "HIT";
  return age <= entry.sMaxage + entry.staleWhileRevalidate ? "STALE" : null;
}

/** The stored answer for this request: its own nonce in the body (HTML), the CSP is set by securityHeaders. */
function answer(entry: PageEntry, nonce: string, state: "HIT" | "STALE" | "MISS" | "COALESCED"): Response {
  const html = entry.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"));
  const body = html && entry.nonce !== nonce ? withFreshNonce(entry.body, entry.nonce, nonce).body : entry.body;
  const response = new Response(body, { status: entry.status, headers: entry.headers });
  response.headers.set("X-Cache", state);
  return response;
}

/**
 * Pages that vary (docs/decisions/012-pages-that-vary.md): the handler names what in `X-Page-Vary`:
 * `cookie:<name>` (an A/B test: one copy per value) or `session` (blocks shown by login state: copies only
 * for requests without a session cookie). The base key then holds a marker that lists them, and each copy
 * sits under the base key plus the marker's generation plus the request's values. A new marker (after a
 * purge or expiry) starts a new generation, so the copies of the old one are never reached again.
 */
const VARY_HEADER = "X-Page-Vary";

function varyOf(response: Response): string[] {
  return (response.headers.get(VARY_HEADER) ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part === "session" || /^cookie:[\w.-]+$/.test(part));
}

/** The header is for this cache only (some answers have immutable headers: those never carry it). */
function dropVaryHeader(response: Response) {
  if (response.headers.has(VARY_HEADER)) response.headers.delete(VARY_HEADER);
}

/** The key of this request's copy, or null when it must be rendered (it has a session, or lacks a cookie). */
function variantKey(baseKey: string, vary: string[], generation: number, request: Request): string | null {
  const key = new URL(baseKey);
  key.searchParams.append("__vary", String(generation));
  for (const part of vary) {
    if (part === "session") {
      if (hasSessionCookie(request)) return null;
      continue;
    }
    const name = part.slice("cookie:".length);
    const value = readCookie(request, name);
    if (value === null) return null;
    key.searchParams.append(`__cookie.${name}`, value);
  }
  return key.href;
}

/** The Cookie header a copy's refresh sends: only the cookies the copy is keyed by. */
function keyedCookies(request: Request, vary: string[]): string {
  return vary
    .filter((part) => part.startsWith("cookie:"))
    .flatMap((part) => {
      const name = part.slice("cookie:".length);
      const value = readCookie(request, name);
      return value === null ? [] : [`${name}=${value}`];
    })
    .join("; ");
}

/** This request's stored copy: the entry at the base key, or, behind a live marker, the copy for its values. */
async function locate(baseKey: string, request: Request, now: number): Promise<{ key: string | null; entry: PageEntry | null; marker: PageEntry | null }> {
  const base = await readEntry(baseKey);
  if (!base?.vary) return { key: baseKey, entry: base, marker: null };
  if (!freshness(base, now)) return { key: baseKey, entry: null, marker: null };
  const key = variantKey(baseKey, base.vary, base.storedAt, request);
  return { key, entry: key ? await readEntry(key) : null, marker: base };
}

/** Renders the page again for nobody in particular (no visitor headers; only the cookies its copy is keyed by) and stores the result. */
async function refresh(c: Context<PageCacheEnv>, key: string, render: Render, cookies: string) {
  refreshing.add(key);
  try {
    const request = new Request(c.req.url, cookies ? { headers: { Cookie: cookies } } : undefined);
    refreshRequests.add(request);
    // The answer streams while it is stored (renderAndStore): reading it through lets the store finish.
    await (await render(request, c.env, c.executionCtx)).arrayBuffer();
  } catch (error) {
    console.error("page cache refresh failed", key, error);
  } finally {
    refreshing.delete(key);
  }
}

/**
 * The origin page cache: a Worker's own answers are not kept by the CDN, so the answers our handlers mark
 * edge-cacheable are kept here, in memory and in the Cache API. Pages are rendered anonymous by design
 * (personal data comes from the API after hydration), so a visitor with a session cookie is served the stored
 * copy, but for the D1 bookmark of a visitor who just wrote (workers/d1-session.ts: they read their own writes);
 * only answers rendered without a session cookie are stored, and the handlers' own Cache-Control decides which. Registered after securityHeaders, which gives each request its
 * nonce and sets the CSP on whatever this answers.
 */
export function pageCache({ render, now = Date.now }: { render: Render; now?: () => number }) {
  return createMiddleware<PageCacheEnv>(async (c, next): Promise<Response | void> => {
    const method = c.req.method;
    const url = new URL(c.req.url);
    const skip =
      getEnv(c.env).PAGE_CACHE === "off" ||
      (method !== "GET" && method !== "HEAD") ||
      c.req.header("Authorization") !== undefined ||
      hasBookmarkCookie(c.req.raw) ||
      SKIPPED.test(c.req.path) ||
      isPartialData(url);
    if (skip) {
      await next();
      dropVaryHeader(c.res);
      return;
    }

    const baseKey = cacheKey(c.req.url);
    const isRefresh = refreshRequests.has(c.req.raw);
    const { key, entry, marker } = await locate(baseKey, c.req.raw, now());
    const state = !isRefresh && entry && freshness(entry, now());
    if (key && entry && state) {
      // Asked for again while fresh: shared with the colo (a stale copy is not; its refresh shares its own).
      if (state === "HIT") shareEntry(key, entry, c.executionCtx);
      if (state === "STALE" && !refreshing.has(key)) c.executionCtx.waitUntil(refresh(c, key, render, entry.refreshCookies ?? ""));
      return answer(entry, c.get("nonce"), state);
    }
    // A miss with a session cookie is rendered for that visitor alone: whatever a handler read of the session,
    // its answer is never stored, nor handed to requests waiting for the same page (docs/security.md §5).
    if (hasSessionCookie(c.req.raw)) {
      await next();
      dropVaryHeader(c.res);
      return;
    }
    const pending = !isRefresh && key && method === "GET" ? rendering.get(key) : undefined;
    const shared = pending ? await pending : null;
    if (key && shared) {
      shareEntry(key, shared, c.executionCtx);
      return answer(shared, c.get("nonce"), "COALESCED");
    }
    // Tracking parameters never reach the render: the page is the same for everyone who follows the link.
    if (url.search !== withoutTracking(new URL(url)).search) c.req.raw = new Request(withoutTracking(url), c.req.raw);

    let settle: (entry: PageEntry | null) => void = () => undefined;
    const leads = !isRefresh && key !== null && method === "GET" && !pending;
    if (leads) rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let stored: Promise<PageEntry | null> = Promise.resolve(null);
    try {
      ({ stored } = await renderAndStore(c, next, { baseKey, key, marker, isRefresh, storedAt: now }));
    } finally {
      // Requests waiting for this render get the entry once the whole answer is stored.
      void stored
        .catch(() => null)
        .then((entry) => {
          settle(entry);
          if (leads && key) rendering.delete(key);
        });
    }
  });
}

type Located = { baseKey: string; key: string | null; marker: PageEntry | null; isRefresh: boolean; storedAt: () => number };

/**
 * Renders the page and stores it when its headers allow. An HTML page streams to the visitor while it is stored:
 * the first bytes of a miss leave as React writes them, and a copy of the stream becomes the entry. Settles once
 * the render's headers are known, a page's store still under way: `stored` gives the entry stored under this
 * request's key, if any (wrapped, or awaiting this function would wait for the store too).
 */
async function renderAndStore(
  c: Context<PageCacheEnv>,
  next: () => Promise<void>,
  { baseKey, key, marker, isRefresh, storedAt: clock }: Located,
): Promise<{ stored: Promise<PageEntry | null> }> {
  // When the render started, on the platform's clock: what a purge is compared with (docs/decisions/022).
  const renderedFrom = Date.now();
  await next();
  const vary = varyOf(c.res);
  dropVaryHeader(c.res);
  // HEAD answers carry no body to store; they are only served from entries stored by a GET.
  if (c.req.method !== "GET") return { stored: Promise.resolve(null) };
  const lifetime = edgeLifetime(c.res);
  if (!lifetime) {
    // A refresh is anonymous: an answer that is no longer shareable (a page gone private, an error) replaces nothing.
    if (isRefresh && key) await forgetEntry(key);
    return { stored: Promise.resolve(null) };
  }
  const storedAt = clock();
  let copyKey: string | null = baseKey;
  if (vary.length > 0) {
    let generation = marker && marker.vary?.join() === vary.join() ? marker.storedAt : null;
    if (generation === null) {
      generation = storedAt;
      // A marker is shared at once: the colo's other isolates find their copies through it.
      const entry = { status: 200, headers: [], body: new ArrayBuffer(0), storedAt, ...lifetime, nonce: "", vary };
      writeEntry(baseKey, entry, c.executionCtx, { share: true, renderedFrom });
    }
    copyKey = variantKey(baseKey, vary, generation, c.req.raw);
  }
  const rendered = c.res;
  const headers = [...rendered.headers].filter(([name]) => name !== "content-length");
  const nonce = c.get("nonce");
  const refreshCookies = vary.length > 0 ? keyedCookies(c.req.raw, vary) : undefined;
  const keep = (body: ArrayBuffer) => {
    const fresh: PageEntry = { status: rendered.status, headers, body, storedAt, ...lifetime, nonce };
    if (refreshCookies !== undefined) fresh.refreshCookies = refreshCookies;
    // A refresh is for a page asked for again: shared at once.
    if (copyKey) writeEntry(copyKey, fresh, c.executionCtx, { share: isRefresh, renderedFrom });
    return { fresh, stored: copyKey === key ? fresh : null };
  };
  // Setting undefined first drops the old answer instead of merging its headers into the new one.
  c.res = undefined;
  if (!(rendered.headers.get("Content-Type") ?? "").startsWith("text/html") || !rendered.body) {
    // Data (JSON, feeds, a navigation's data) is written whole: there is no first part worth sending earlier.
    const { fresh, stored } = keep(await rendered.arrayBuffer());
    c.res = answer(fresh, nonce, "MISS");
    return { stored: Promise.resolve(stored) };
  }
  const [toVisitor, toStore] = rendered.body.tee();
  const store = new Response(toStore).arrayBuffer().then((body) => keep(body).stored);
  // A visitor who leaves before the end cancels their copy only; the stored one is read to its end.
  c.executionCtx.waitUntil(store.catch((error: unknown) => console.error("page cache store failed", copyKey, error)));
  c.res = new Response(toVisitor, { status: rendered.status, headers });
  c.res.headers.set("X-Cache", "MISS");
  return { stored: store };
}

/**
 * Drops pages from this isolate's memory and leaves tombstones for them in this colo's Cache API (docs/decisions/022),
 * e.g. once an event's counts changed, with the data of their client navigations (`.data`).
 */
export async function forgetCachedPages(urls: string[]) {
  await Promise.all(urls.flatMap((url) => [url, dataUrlOf(url)]).map((url) => forgetEntry(cacheKey(url))));
}
