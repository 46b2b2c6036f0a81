import * as v from "valibot";
import { QueryInteger } from "~/lib/query-integer.schema";

const LocalizedSchema = v.record(v.string(), v.string());

/** A hotspot (docs/product.md §3: slug, name), a third place hosting events, as the API answers it. */
export const HotspotJsonSchema = v.object({
  _id: v.string(),
  slug: v.string(),
  name: LocalizedSchema,
  city: v.nullable(v.string()),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
});
export type HotspotJson = v.InferOutput<typeof HotspotJsonSchema>;

/** A hotspots row as D1 returns it, turned into its JSON. */
export const HotspotRowSchema = v.pipe(
  v.object({
    id: v.string(),
    slug: v.string(),
    name: v.pipe(v.string(), v.parseJson(), LocalizedSchema),
    city: v.nullable(v.string()),
    lat: v.nullable(v.number()),
    lng: v.nullable(v.number()),
  }),
  v.transform(({ id, ...rest }): HotspotJson => ({ _id: id, ...rest })),
);

/** GET /hotspots: `limit` 0 means all. */
export const HotspotListQuerySchema = v.object({
  limit: v.optional(QueryInteger(0, 1000), "0"),
});
export type HotspotListQuery = v.InferOutput<typeof HotspotListQuerySchema>;
