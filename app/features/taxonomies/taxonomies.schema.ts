import * as v from "valibot";
import { QueryInteger } from "~/lib/query-integer.schema";

export const TAXONOMY_TYPES = ["type", "momentum", "topic", "action", "color", "pillar"] as const;

const LocalizedSchema = v.record(v.string(), v.string());
const LocalizedJsonText = v.pipe(v.string(), v.parseJson(), LocalizedSchema);

/** A taxonomy item as the API answers it (docs/product.md §3), with the momentum content picto and links (§3 Builder). */
export const TaxonomyJsonSchema = v.object({
  _id: v.string(),
  type: v.picklist(TAXONOMY_TYPES),
  slug: v.string(),
  name: LocalizedSchema,
  description: v.nullable(LocalizedSchema),
  color: v.nullable(v.string()),
  picto: v.nullable(v.object({ url: v.string() })),
  links: v.nullable(v.object({ join: v.string() })),
  hidden: v.boolean(),
});
export type TaxonomyJson = v.InferOutput<typeof TaxonomyJsonSchema>;

/** GET /taxonomies?type=topic as a form reads it: each topic's slug and names. */
export const TopicsAnswerSchema = v.object({ data: v.array(v.object({ slug: v.string(), name: LocalizedSchema })) });

/** A taxonomies row as D1 returns it, turned into its JSON. */
export const TaxonomyRowSchema = v.pipe(
  v.object({
    id: v.string(),
    type: v.picklist(TAXONOMY_TYPES),
    slug: v.string(),
    name: LocalizedJsonText,
    description: v.nullable(LocalizedJsonText),
    color: v.nullable(v.string()),
    picto_url: v.nullable(v.string()),
    join_url: v.nullable(v.string()),
    hidden: v.number(),
  }),
  v.transform((row): TaxonomyJson => ({
    _id: row.id,
    type: row.type,
    slug: row.slug,
    name: row.name,
    description: row.description,
    color: row.color,
    picto: row.picto_url ? { url: row.picto_url } : null,
    links: row.join_url ? { join: row.join_url } : null,
    hidden: row.hidden === 1,
  })),
);

const TypeSchema = v.optional(v.picklist(TAXONOMY_TYPES, `must be one of ${TAXONOMY_TYPES.join(", ")}`));

/** GET /taxonomies: `limit` 0 means all; hidden items only with `hidden=true`. */
export const TaxonomyListQuerySchema = v.object({
  limit: v.optional(QueryInteger(0, 1000), "0"),
  hidden: v.optional(
    v.pipe(
      v.picklist(["true", "false"], 'must be "true" or "false"'),
      v.transform((text) => text === "true"),
    ),
    "false",
  ),
  type: TypeSchema,
});
export type TaxonomyListQuery = v.InferOutput<typeof TaxonomyListQuerySchema>;

/** GET /taxonomies/by-slug/{slug}: `type` picks one when several types share a slug. */
export const TaxonomySlugQuerySchema = v.object({ type: TypeSchema });
