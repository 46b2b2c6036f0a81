import * as v from "valibot";

const Scalar = v.union([v.pipe(v.string(), v.maxLength(500)), v.number(), v.boolean()]);

/** What the browser sends after consent (app/lib/analytics.ts): at most 50 events at once. */
export const AnalyticsBodySchema = v.object({
  events: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
        data: v.pipe(
          v.record(v.string(), Scalar),
          v.check((data) => Object.keys(data).length <= 20, "at most 20 fields"),
        ),
        at: v.pipe(v.string(), v.isoTimestamp()),
      }),
    ),
    v.minLength(1),
    v.maxLength(50),
  ),
});
export type AnalyticsBody = v.InferOutput<typeof AnalyticsBodySchema>;
