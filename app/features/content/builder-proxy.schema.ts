import * as v from "valibot";

/** Bodies of the builder proxy, `POST /api/v1/builder/*` (docs/product.md §7). */

const EntryId = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, "must be an entry id"));
const Model = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, "must be a model name"));

/** An entry named by its id, or a page-builder reference `{"@type": "@builder.io/core:Reference", id, model}`. */
export const RefSchema = v.union(
  [
    v.pipe(
      EntryId,
      v.transform((id) => ({ id, model: undefined as string | undefined })),
    ),
    v.object({ "@type": v.optional(v.literal("@builder.io/core:Reference")), id: EntryId, model: v.optional(Model) }),
  ],
  "must be an entry id or a reference {id, model}",
);
export type Ref = v.InferOutput<typeof RefSchema>;

export const GetRefBodySchema = v.object({ ref: RefSchema });

/** At most this many references per getrefs call. */
export const MAX_REFS = 20;
export const GetRefsBodySchema = v.object({ refs: v.pipe(v.array(RefSchema), v.minLength(1), v.maxLength(MAX_REFS)) });

/**
 * `params` in the content API's query format (docs/architecture.md §4): `limit`, `offset`, `sort.<key>`,
 * `query.<path>`, `userAttributes`, `fields`, `omit`… Values are strings, numbers or booleans; an object under
 * `query` or `sort` is flattened one level (`{query: {"data.slug": "x"}}` is `query.data.slug="x"`), any other
 * object is sent as JSON (`userAttributes`). The proxy never serves drafts: `includeUnpublished`, `preview`
 * and `cachebust` are dropped.
 */
const ParamValue = v.union([v.string(), v.number(), v.boolean(), v.record(v.string(), v.unknown())]);
const Params = v.optional(
  v.pipe(
    v.record(v.string(), ParamValue),
    v.check((params) => Object.keys(params).length <= 40, "has too many keys"),
  ),
  () => ({}),
);

export const GetOneBodySchema = v.object({ model: Model, params: Params });
export const GetAllBodySchema = v.object({ model: Model, params: Params });

const DROPPED_PARAMS = new Set(["includeUnpublished", "preview", "cachebust", "apiKey"]);

/** The proxy's `params` as the content API's search parameters. */
export function contentParams(params: Record<string, v.InferOutput<typeof ParamValue>>, overrides: Record<string, string> = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (DROPPED_PARAMS.has(key)) continue;
    if ((key === "query" || key === "sort") && typeof value === "object") {
      for (const [path, inner] of Object.entries(value)) search.set(`${key}.${path}`, JSON.stringify(inner));
    } else search.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  for (const [key, value] of Object.entries(overrides)) search.set(key, value);
  return search;
}

const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug"));
const Key = v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, "must be a slug or an id"));
const listOf = <TSchema extends v.GenericSchema>(item: TSchema) => v.optional(v.pipe(v.array(item), v.maxLength(50)), () => []);

/**
 * `POST /builder/querycontent`: which topics, tags and momentums (by slug), articles (id, page-builder id
 * or slug) and events (slug or id) to answer. At least one list must name something.
 */
export const QueryContentBodySchema = v.object({
  query: v.pipe(
    v.object({ topics: listOf(Slug), tags: listOf(Slug), momentums: listOf(Slug), articles: listOf(Key), events: listOf(Key) }),
    v.check((query) => Object.values(query).some((list) => list.length > 0), "must name at least one topic, tag, momentum, article or event"),
  ),
});
export type QueryContentBody = v.InferOutput<typeof QueryContentBodySchema>;

/** `POST /builder/track`: a view of the page-builder page `slug` (its path, with or without the leading `/`). */
export const TrackViewBodySchema = v.object({
  slug: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200), v.regex(/^[\w\-/.~%]+$/, "must be a page slug or path")),
});
