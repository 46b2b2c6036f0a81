import { recordTracking, type TrackingStore } from "~/features/analytics/tracking.server";
import { primaryDatabase } from "~/lib/primary-database.server";
import * as v from "valibot";
import { toCardJson } from "~/features/events/card-json";
import { listArticleTags } from "~/features/media/media.db.server";
import { readThroughKv } from "~/features/taxonomies/kv-cache.server";
import { findTaxonomyBySlug } from "~/features/taxonomies/taxonomies.server";
import { findArticlesByKeys, findEventsByKeys } from "./block-data.db.server";
import { isServed } from "./content-query";
import { getEntry } from "./content.db.server";
import { queryContent } from "./content.server";
import type { QueryContentBody, Ref } from "./builder-proxy.schema";

/**
 * The builder proxy (docs/product.md §7): page-builder content for the site's own scripts, from the local
 * content service, published entries only. Answers are kept in KV for CACHE_TTL_SECONDS under a key that
 * starts with CACHE_VERSION; no write path clears them today (entries written in /admin show here within the
 * TTL), and changing what an answer holds means bumping the version.
 */
const CACHE_VERSION = "builder-proxy:v1";
const CACHE_TTL_SECONDS = 60;

const CachedSchema = v.object({ value: v.unknown() });

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * `load()` read through KV, keyed by the call and its (already validated) body; a miss loads from the primary
 * database, so a lagging replica never fills the cache (app/lib/primary-database.server.ts).
 */
async function cached<T>(env: Env, call: string, body: unknown, load: (primary: Env) => Promise<T>): Promise<T> {
  const key = `${CACHE_VERSION}:${call}:${await digest(JSON.stringify(body))}`;
  const primary = { ...env, DB: primaryDatabase(env.DB) };
  const { value } = await readThroughKv(env.CACHE, key, CachedSchema, async () => ({ value: await load(primary) }), CACHE_TTL_SECONDS);
  return value as T;
}

async function resolveRef(db: D1Database, ref: Ref, now: number) {
  const entry = await getEntry(db, ref.id);
  if (!entry || (ref.model && entry.modelId !== ref.model) || !isServed(entry, false, now)) return null;
  return entry;
}

/** The published entry a reference names, or null. */
export function getRef(env: Env, ref: Ref, now = new Date()) {
  return cached(env, "getref", ref, (primary) => resolveRef(primary.DB, ref, now.getTime()));
}

/** The published entries references name, in their order; unknown ones are left out. */
export function getRefs(env: Env, refs: Ref[], now = new Date()) {
  return cached(env, "getrefs", refs, async (primary) => {
    const entries = await Promise.all(refs.map((ref) => resolveRef(primary.DB, ref, now.getTime())));
    return entries.filter((entry) => entry !== null);
  });
}

/** Entries of `model` for the content API parameters `params`; throws a ValiError for a malformed parameter. */
export function getAll(env: Env, model: string, params: URLSearchParams) {
  return cached(env, "getall", { model, params: [...params] }, async (primary) => (await queryContent(primary.DB, model, params)).results);
}

/** What `POST /builder/querycontent` names, resolved; a list not asked for is empty. */
export function queryNamedContent(env: Env, { query }: QueryContentBody) {
  return cached(env, "querycontent", query, async (primary) => {
    const taxonomies = (slugs: string[], type: "topic" | "momentum") =>
      Promise.all(slugs.map((slug) => findTaxonomyBySlug(primary, slug, type))).then((items) => items.filter((item) => item !== null));
    const [topics, momentums, tags, articles, events] = await Promise.all([
      taxonomies(query.topics, "topic"),
      taxonomies(query.momentums, "momentum"),
      query.tags.length > 0 ? listArticleTags(primary.DB).then((all) => all.filter((tag) => query.tags.includes(tag.tag))) : [],
      findArticlesByKeys(primary.DB, query.articles),
      findEventsByKeys(primary.DB, query.events),
    ]);
    return { topics, tags, momentums, articles, events: events.map((event) => toCardJson(event)) };
  });
}

/** A view of a page-builder page (`POST /builder/track`), one row `builder:view` with its path, where tracking goes. */
export function recordPageView(store: TrackingStore, slug: string) {
  return recordTracking(store, [{ name: "builder:view", data: { slug: slug.startsWith("/") ? slug : `/${slug}` } }]);
}
