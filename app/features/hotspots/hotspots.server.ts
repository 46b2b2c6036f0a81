import { primaryDatabase } from "~/lib/primary-database.server";
import * as v from "valibot";
import { forgetKept, keptInIsolate } from "~/features/taxonomies/kept-in-isolate.server";
import { readThroughKv } from "~/features/taxonomies/kv-cache.server";
import { listAllHotspots } from "./hotspots.db.server";
import { HotspotJsonSchema, type HotspotJson, type HotspotListQuery } from "./hotspots.schema";

/** One KV key holds every hotspot; writes delete it (invalidateHotspots), the TTL bounds staleness otherwise. */
const CACHE_KEY = "hotspots:v1";
const CACHE_TTL_SECONDS = 300;

function allHotspots(env: Env): Promise<readonly HotspotJson[]> {
  return keptInIsolate(CACHE_KEY, () =>
    readThroughKv(env.CACHE, CACHE_KEY, v.array(HotspotJsonSchema), () => listAllHotspots(primaryDatabase(env.DB)), CACHE_TTL_SECONDS),
  );
}

/** To call after any write to the hotspots table. */
export async function invalidateHotspots(kv: KVNamespace) {
  await forgetKept(CACHE_KEY, () => kv.delete(CACHE_KEY));
}

export async function listHotspots(env: Env, query: HotspotListQuery) {
  const all = await allHotspots(env);
  const data = query.limit > 0 ? all.slice(0, query.limit) : all;
  return { data, total: all.length, count: data.length };
}

export async function findHotspotBySlug(env: Env, slug: string) {
  return (await allHotspots(env)).find((hotspot) => hotspot.slug === slug) ?? null;
}
