import * as v from "valibot";

const LIKE_TARGETS = ["event", "article", "topic"] as const;
export type LikeTarget = (typeof LIKE_TARGETS)[number];

const TargetId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "must be an id"));

/** POST and DELETE /likes body (docs/product.md §7): `{event}`, or `{article}` or `{topic}`; exactly one of them. */
export const LikeBodySchema = v.pipe(
  v.object({ event: v.optional(TargetId), article: v.optional(TargetId), topic: v.optional(TargetId) }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const likes = LIKE_TARGETS.flatMap((type) => {
      const id = dataset.value[type];
      return id ? [{ type, id }] : [];
    });
    const [like] = likes;
    if (!like || likes.length > 1) {
      addIssue({ message: "must name exactly one of event, article or topic" });
      return NEVER;
    }
    return like;
  }),
);
export type Like = v.InferOutput<typeof LikeBodySchema>;

/** POST /likes/events body: the event ids a page shows, answered with a map id → liked. */
export const LikedEventsBodySchema = v.object({
  events: v.pipe(v.array(TargetId), v.maxLength(100, "must list at most 100 events")),
});

export const LikeRowSchema = v.object({ target_type: v.picklist(LIKE_TARGETS), target_id: v.string() });

const LikedMapSchema = v.record(v.string(), v.boolean());

/** POST /likes/events answer (read by the like button): liked or not, by event id. */
export function parseLikedMap(answer: unknown): Record<string, boolean> {
  return v.parse(LikedMapSchema, answer);
}
