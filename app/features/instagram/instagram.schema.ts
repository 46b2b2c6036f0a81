import * as v from "valibot";

export const MEDIA_TYPES = ["IMAGE", "CAROUSEL_ALBUM", "VIDEO"] as const;

/** A post as GET /api/instagram answers it (docs/product.md §3 "Instagram post"). */
export const InstagramPostSchema = v.object({
  id: v.string(),
  permalink: v.string(),
  media_type: v.picklist(MEDIA_TYPES),
  media_url: v.string(),
  thumbnail_url: v.optional(v.string()),
  caption: v.string(),
});
export type InstagramPost = v.InferOutput<typeof InstagramPostSchema>;

/** The answer of GET /api/instagram: `next`/`previous` are URLs of our API (never Instagram's, which carry the token). */
export const InstagramPageSchema = v.object({
  data: v.array(InstagramPostSchema),
  paging: v.object({ next: v.nullable(v.string()), previous: v.nullable(v.string()) }),
});
export type InstagramPage = v.InferOutput<typeof InstagramPageSchema>;

export const INSTAGRAM_MAX_COUNT = 25;

/** GET /api/instagram?count=&after=|before= (cursors from an earlier answer). */
export const InstagramQuerySchema = v.pipe(
  v.object({
    count: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(INSTAGRAM_MAX_COUNT)), "8"),
    after: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_=-]{1,200}$/))),
    before: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_=-]{1,200}$/))),
  }),
  v.check((query) => !(query.after && query.before), "after and before cannot be used together"),
);
export type InstagramQuery = v.InferOutput<typeof InstagramQuerySchema>;

export const InstagramRowSchema = v.object({
  id: v.string(),
  permalink: v.string(),
  media_type: v.picklist(MEDIA_TYPES),
  media_url: v.string(),
  caption: v.string(),
  posted_at: v.string(),
});
export type InstagramRow = v.InferOutput<typeof InstagramRowSchema>;

/** What the Instagram Graph API answers for /me/media (only the fields we read). */
export const GraphMediaSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      permalink: v.string(),
      media_type: v.picklist(MEDIA_TYPES),
      media_url: v.optional(v.string()),
      thumbnail_url: v.optional(v.string()),
      caption: v.optional(v.string(), ""),
    }),
  ),
  paging: v.optional(
    v.object({
      cursors: v.optional(v.object({ before: v.optional(v.string()), after: v.optional(v.string()) })),
      next: v.optional(v.string()),
      previous: v.optional(v.string()),
    }),
  ),
});
