import * as v from "valibot";
import { expect } from "vitest";
import { workerFetch, type FetchOptions } from "./api-call";

const ResultsSchema = v.object({ results: v.array(v.looseObject({ id: v.optional(v.string()) })) });

/** A request to the local content service, the page builder's API at `/builder-api{path}`. */
export function builderCall(path: string, options: FetchOptions = {}) {
  return workerFetch(`/builder-api${path}`, { origin: "http://x", ...options });
}

/** The entries of a content query answer `{results}`. */
export function resultsOf(body: unknown) {
  return v.parse(ResultsSchema, body).results;
}

/** The `userAttributes` parameter of a content query. */
export const attrs = (value: object) => `userAttributes=${encodeURIComponent(JSON.stringify(value))}`;

/** GET /api/v3/content/{model} with `query`: the entries it answers, with 200. */
export async function contentOf(query: string, model = "page") {
  const res = await builderCall(`/api/v3/content/${model}?apiKey=local&${query}`);
  expect(res.status).toBe(200);
  return resultsOf(await res.json());
}

/** The ids of the entries GET /api/v3/content/{model} answers for `query`, in order. */
export async function contentIds(query: string, model = "page") {
  return (await contentOf(query, model)).map((entry) => entry.id);
}
