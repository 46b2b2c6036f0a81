import * as v from "valibot";

const LocalizedJsonText = v.pipe(v.string(), v.parseJson(), v.record(v.string(), v.string()));

/** A seo_entries row, turned into the JSON of GET /seo/key/{key}. */
export const SeoEntryRowSchema = v.object({
  key: v.string(),
  title: LocalizedJsonText,
  description: LocalizedJsonText,
  image: v.nullable(v.string()),
});

/** GET /seo/key/{key}: the entry, its texts by language. */
export const SeoEntryJsonSchema = v.object({
  key: v.string(),
  title: v.record(v.string(), v.string()),
  description: v.record(v.string(), v.string()),
  image: v.nullable(v.string()),
});
export type SeoEntry = v.InferOutput<typeof SeoEntryJsonSchema>;
