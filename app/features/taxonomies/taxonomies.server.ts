import { primaryDatabase } from "~/lib/primary-database.server";
import * as v from "valibot";
import { forgetKept, keptInIsolate } from "./kept-in-isolate.server";
import { readThroughKv } from "./kv-cache.server";
import { listAllTaxonomies } from "./taxonomies.db.server";
import { TAXONOMY_TYPES, TaxonomyJsonSchema, type TaxonomyJson, type TaxonomyListQuery } from "./taxonomies.schema";

/** One KV key holds every item; writes delete it (invalidateTaxonomies), the TTL bounds staleness otherwise. */
const CACHE_KEY = "taxonomies:v1";
const CACHE_TTL_SECONDS = 300;

function allTaxonomies(env: Env): Promise<readonly TaxonomyJson[]> {
  return keptInIsolate(CACHE_KEY, () =>
    readThroughKv(env.CACHE, CACHE_KEY, v.array(TaxonomyJsonSchema), () => listAllTaxonomies(primaryDatabase(env.DB)), CACHE_TTL_SECONDS),
  );
}

/** To call after any write to the taxonomies table. */
export async function invalidateTaxonomies(kv: KVNamespace) {
  await forgetKept(CACHE_KEY, () => kv.delete(CACHE_KEY));
}

export async function listTaxonomies(env: Env, query: TaxonomyListQuery) {
  const matching = (await allTaxonomies(env)).filter((item) => (query.hidden || !item.hidden) && (!query.type || item.type === query.type));
  const data = query.limit > 0 ? matching.slice(0, query.limit) : matching;
  return { data, total: matching.length, count: data.length };
}

/** The item with `slug`; when several types share it and none is asked for, the first in TAXONOMY_TYPES order. */
export async function findTaxonomyBySlug(env: Env, slug: string, type?: TaxonomyJson["type"]) {
  const candidates = (await allTaxonomies(env)).filter((item) => item.slug === slug && (!type || item.type === type));
  candidates.sort((a, b) => TAXONOMY_TYPES.indexOf(a.type) - TAXONOMY_TYPES.indexOf(b.type));
  return candidates[0] ?? null;
}

export async function findTaxonomyById(env: Env, id: string) {
  return (await allTaxonomies(env)).find((item) => item._id === id) ?? null;
}
