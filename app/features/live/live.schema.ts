import * as v from "valibot";

/** The live event row the banner needs. */
export const LiveRowSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  timezone: v.string(),
  visio: v.pipe(
    v.number(),
    v.transform((flag) => flag === 1),
  ),
  cover_url: v.nullable(v.string()),
});
export type LiveRow = v.InferOutput<typeof LiveRowSchema>;

/** GET /strevda/live?lang=: the query. */
export const LiveQuerySchema = v.object({ lang: v.optional(v.picklist(["fr", "en", "es"]), "fr") });

/** What the live banner shows (docs/product.md §7 GET /strevda/live): the event happening now, or nothing. */
export const LiveBannerSchema = v.variant("live", [
  v.object({ live: v.literal(false) }),
  v.object({
    live: v.literal(true),
    event: v.object({
      _id: v.string(),
      slug: v.string(),
      title: v.string(),
      startDate: v.string(),
      endDate: v.nullable(v.string()),
      timezone: v.string(),
      visio: v.boolean(),
      cover: v.nullable(v.string()),
      url: v.string(),
    }),
  }),
]);
export type LiveBanner = v.InferOutput<typeof LiveBannerSchema>;
