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

/** Insertion order is recency order: a read moves the entry to the end, eviction takes from the start. */
const memory = new Map<string, { entry: PageEntry; bytes: number }>();
let memoryBytes = 0;

// The Cache API copy carries everything but the body in one header, so the platform's own headers never leak out.
const ENTRY_HEADER = "X-Page-Cache-Entry";
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

function remember(key: string, entry: PageEntry) {
  forgetInMemory(key);
  const bytes = entryBytes(entry);
  if (bytes > MEMORY_ENTRY_BYTES) return;
  memory.set(key, { entry, bytes });
  memoryBytes += bytes;
  for (const [oldest, { bytes: oldBytes }] of memory) {
    if (memoryBytes <= MEMORY_BYTES && memory.size <= MEMORY_ENTRIES) break;
    memory.delete(oldest);
    memoryBytes -= oldBytes;
  }
}

function forgetInMemory(key: string) {
  const held = memory.get(key);
  if (!held) return;
  memory.delete(key);
  memoryBytes -= held.bytes;
}

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
  const meta = v.safeParse(EntryMetaSchema, JSON.parse(response.headers.get(ENTRY_HEADER) ?? "null"));
  if (!meta.success) return null;
  const entry = { ...meta.output, body: await response.arrayBuffer() };
  remember(key, entry);
  return entry;
}

/** Stores in memory now; the Cache API copy is written in the background and kept for the whole stale window. */
export function writeEntry(key: string, entry: PageEntry, ctx: Pick<ExecutionContext, "waitUntil">) {
  remember(key, entry);
  const { body, ...meta } = entry;
  const headers = { "Cache-Control": `max-age=${entry.sMaxage + entry.staleWhileRevalidate}`, [ENTRY_HEADER]: JSON.stringify(meta) };
  ctx.waitUntil(sharedCache().then((cache) => cache?.put(key, new Response(body, { headers }))));
}

/** Drops an entry from both tiers of this isolate and colo; other isolates keep theirs until it expires. */
export async function forgetEntry(key: string) {
  forgetInMemory(key);
  await (await sharedCache())?.delete(key);
}
