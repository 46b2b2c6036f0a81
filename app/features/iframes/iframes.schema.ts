import * as v from "valibot";

/** An iframes row (a partner widget: a saved GET /events query), turned into its JSON. */
export const IframeRowSchema = v.pipe(
  v.object({
    id: v.string(),
    name: v.string(),
    filters: v.pipe(v.string(), v.parseJson(), v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
    layout: v.string(),
    theme: v.string(),
  }),
  v.transform(({ id, ...rest }) => ({ _id: id, ...rest })),
);
export type Iframe = v.InferOutput<typeof IframeRowSchema>;
