import * as v from "valibot";

/** A stored answer: identity body bytes plus what is needed to judge its age and re-key its nonce. */
export type PageEntry = {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  storedAt: number;
  sMaxage: number;
  staleWhileRevalidate: number;
  /** The CSP nonce the page was rendered with; replaced by each request's own on the way out. */
  nonce: string;
  /** Set on a marker: what the page's copies vary by (workers/page-cache.ts, docs/decisions/012-pages-that-vary.md). */
  vary?: string[];
  /** Set on a copy of a page that varies: the Cookie header its refresh must send. */
  refreshCookies?: string;
};

// The isolate has 128 MB in all: the memory tier keeps the hottest pages and leaves the rest to the Cache API.
const MEMORY_BYTES = 8 * 1024 * 1024;
const MEMORY_ENTRIES = 500;
const MEMORY_ENTRY_BYTES = 1024 * 1024;

/**
 * Insertion order is recency order: a read moves the entry to the end, eviction takes from the start. `shared`:
 * whether the entry went (or is going) to the Cache API; `renderedFrom`: when the render that made it started, on
 * the platform's clock, to be judged against purges (docs/decisions/022-shared-at-the-second-request.md).
 */
type Held = { entry: PageEntry; bytes: number; shared: boolean; renderedFrom: number };
const memory = new Map<string, Held>();
let memoryBytes = 0;

// The Cache API copy carries everything but the body in one header, so the platform's own headers never leak out.
const ENTRY_HEADER = "X-Page-Cache-Entry";
/** A purge leaves a tombstone in the Cache API: when it happened, so that no copy stored before it is shared after it. */
const PURGED_HEADER = "X-Page-Cache-Purged";
/**
 * How long a tombstone stays: a copy is shared only while fresh, so past the longest `s-maxage` of a page that can
 * be purged (the sitemap's hour) no copy from before the purge is left to share.
 */
const TOMBSTONE_SECONDS = 2 * 3600;
const EntryMetaSchema = v.object({
  status: v.number(),
  headers: v.array(v.tuple([v.string(), v.string()])),
  storedAt: v.number(),
  sMaxage: v.number(),
  staleWhileRevalidate: v.number(),
  nonce: v.string(),
  vary: v.optional(v.array(v.string())),
  refreshCookies: v.optional(v.string()),
});

/**
 * A cache of its own rather than `caches.default` (same colo-wide store, and the only one the project's
 * merged DOM and Workers typings both describe), so these entries never mix with others at the same URLs.
 * Absent in some runtimes: the memory tier then works alone.
 */
async function sharedCache(): Promise<Cache | null> {
  return typeof caches === "undefined" ? null : caches.open("pages");
}

function entryBytes(entry: PageEntry): number {
  return entry.body.byteLength + JSON.stringify(entry.headers).length + entry.nonce.length;
}

/** Keeps an entry in memory, unless it is too large for it (then false). */
function remember(key: string, held: Omit<Held, "bytes">): boolean {
  forgetInMemory(key);
  const bytes = entryBytes(held.entry);
  if (bytes > MEMORY_ENTRY_BYTES) return false;
  memory.set(key, { ...held, bytes });
  memoryBytes += bytes;
  for (const [oldest, { bytes: oldBytes }] of memory) {
    if (memoryBytes <= MEMORY_BYTES && memory.size <= MEMORY_ENTRIES) break;
    memory.delete(oldest);
    memoryBytes -= oldBytes;
  }
  return true;
}

function forgetInMemory(key: string) {
  const held = memory.get(key);
  if (!held) return;
  memory.delete(key);
  memoryBytes -= held.bytes;
}

/** What a Cache API copy says of its entry (everything but the body), or a failure for a tombstone. */
const storedMeta = (response: Response) => v.safeParse(EntryMetaSchema, JSON.parse(response.headers.get(ENTRY_HEADER) ?? "null"));

/** The entry for a key from memory, else from the Cache API (and then kept in memory too). */
export async function readEntry(key: string): Promise<PageEntry | null> {
  const held = memory.get(key);
  if (held) {
    memory.delete(key);
    memory.set(key, held);
    return held.entry;
  }
  const response = await (await sharedCache())?.match(key);
  if (!response) return null;
  const meta = storedMeta(response);
  if (!meta.success) {
    // A tombstone, or an entry of another shape: a miss.
    await response.body?.cancel();
    return null;
  }
  const entry = { ...meta.output, body: await response.arrayBuffer() };
  remember(key, { entry, shared: true, renderedFrom: 0 });
  return entry;
}

/**
 * Writes an entry to the Cache API for the rest of its life, unless a purge came after its render started (a
 * tombstone at least as recent: the entry is dropped here too), or the colo holds a copy as recent already.
 * Between the lookup and the write another isolate may still purge: a window the platform gives no way to close.
 */
async function share(key: string, entry: PageEntry, renderedFrom: number, inMemory: boolean) {
  const cache = await sharedCache();
  if (!cache) return;
  const there = await cache.match(key);
  await there?.body?.cancel();
  if (Number(there?.headers.get(PURGED_HEADER)) >= renderedFrom) {
    if (memory.get(key)?.entry === entry) forgetInMemory(key);
    return;
  }
  const theirs = there ? storedMeta(there) : null;
  if (theirs?.success && theirs.output.storedAt >= entry.storedAt) return;
  // Purged (or replaced) in this isolate meanwhile: forgetEntry drops memory before it writes its tombstone.
  if (inMemory && memory.get(key)?.entry !== entry) return;
  const { body, ...meta } = entry;
  const lifetime = entry.sMaxage + entry.staleWhileRevalidate;
  const left = Math.min(lifetime, Math.ceil(lifetime - (Date.now() - renderedFrom) / 1000));
  if (left <= 0) return;
  await cache.put(key, new Response(body, { headers: { "Cache-Control": `max-age=${left}`, [ENTRY_HEADER]: JSON.stringify(meta) } }));
}

/**
 * Stores in memory now, the render having started at `renderedFrom` (`Date.now()`); with `share`, in the Cache API
 * too, in the background. An entry not shared is shared at its next fresh hit (shareEntry): a page asked for once
 * is never written there (docs/decisions/022-shared-at-the-second-request.md). One too large for memory is shared
 * at once.
 */
export function writeEntry(
  key: string,
  entry: PageEntry,
  ctx: Pick<ExecutionContext, "waitUntil">,
  { share: now, renderedFrom }: { share: boolean; renderedFrom: number },
) {
  const inMemory = remember(key, { entry, shared: now, renderedFrom });
  if (inMemory && !now) return;
  ctx.waitUntil(share(key, entry, renderedFrom, inMemory));
}

/** A fresh hit on an entry this isolate kept alone: it is asked for again, so it is shared (in the background). */
export function shareEntry(key: string, entry: PageEntry, ctx: Pick<ExecutionContext, "waitUntil">) {
  const held = memory.get(key);
  if (!held || held.entry !== entry || held.shared) return;
  held.shared = true;
  ctx.waitUntil(share(key, entry, held.renderedFrom, true));
}

/**
 * Drops an entry from this isolate's memory and leaves a tombstone in this colo's Cache API in its place; other
 * isolates keep their memory copy until it expires, but do not share it any more. (A page that varies is purged
 * at its marker's key: its copies become unreachable with the marker's generation, docs/decisions/012.)
 */
export async function forgetEntry(key: string) {
  forgetInMemory(key);
  const headers = { "Cache-Control": `max-age=${TOMBSTONE_SECONDS}`, [PURGED_HEADER]: String(Date.now()) };
  await (await sharedCache())?.put(key, new Response(null, { headers }));
}
