import * as v from "valibot";

const FilterValue = v.union([v.string(), v.number(), v.boolean()]);
const jsonColumn = <TSchema extends v.GenericSchema>(schema: TSchema) => v.pipe(v.string(), v.parseJson(), schema);

export const PartnerSchema = v.object({ name: v.string(), url: v.optional(v.string()), text: v.optional(v.string()) });
export type Partner = v.InferOutput<typeof PartnerSchema>;

/** An origin a partner lets frame its widget: scheme, host and port only. */
export const FrameOriginSchema = v.pipe(v.string(), v.regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/, "must be an origin like https://partner.example"));

/** An iframes row: a partner widget (docs/product.md §2 "/iframe/{id}"). */
export const IframeRowSchema = v.object({
  id: v.string(),
  slug: v.nullable(v.string()),
  kind: v.picklist(["events", "partners"]),
  name: v.string(),
  description: v.string(),
  filters: jsonColumn(v.record(v.string(), FilterValue)),
  layout: v.picklist(["card", "simple", "simple-show-past", "ticket", "line", "line-simple"]),
  list_type: v.picklist(["grid", "line", "agenda"]),
  theme: v.string(),
  primary_color: v.nullable(v.string()),
  lang: v.picklist(["fr", "en", "es"]),
  page_size: v.number(),
  show_past: v.pipe(
    v.number(),
    v.transform((flag) => flag === 1),
  ),
  allowed_origins: jsonColumn(v.array(FrameOriginSchema)),
  partners: jsonColumn(v.array(PartnerSchema)),
});
export type IframeRow = v.InferOutput<typeof IframeRowSchema>;

/** What anyone may read of a widget (GET /iframes/{id}): never who may frame it. */
export const IframeJsonSchema = v.object({
  _id: v.string(),
  slug: v.nullable(v.string()),
  kind: IframeRowSchema.entries.kind,
  name: v.string(),
  description: v.string(),
  filters: v.record(v.string(), FilterValue),
  layout: IframeRowSchema.entries.layout,
  listType: IframeRowSchema.entries.list_type,
  theme: v.string(),
  /** '#rrggbb' replacing the theme's main colour (links, buttons), or null. */
  primaryColor: v.nullable(v.string()),
  lang: IframeRowSchema.entries.lang,
  pageSize: v.number(),
  showPast: v.boolean(),
  partners: v.array(PartnerSchema),
});
export type Iframe = v.InferOutput<typeof IframeJsonSchema>;

export function toIframeJson({
  id,
  slug,
  kind,
  name,
  description,
  filters,
  layout,
  list_type,
  theme,
  primary_color,
  lang,
  page_size,
  show_past,
  partners,
}: IframeRow): Iframe {
  return {
    _id: id,
    slug,
    kind,
    name,
    description,
    filters,
    layout,
    listType: list_type,
    theme,
    primaryColor: primary_color,
    lang,
    pageSize: page_size,
    showPast: show_past,
    partners,
  };
}
