import * as v from "valibot";
import { QueryInteger } from "~/lib/query-integer.schema";
import { TRANSLATION_MODULES } from "~/i18n/messages.server";

/** A translations row (docs/product.md §3 "Translation entry"); an empty context is no context. */
export const TranslationEntryRowSchema = v.pipe(
  v.object({
    module: v.string(),
    key: v.string(),
    context: v.string(),
    texts: v.pipe(v.string(), v.parseJson(), v.record(v.string(), v.string())),
  }),
  v.transform(({ context, ...rest }) => ({ ...rest, context: context || null })),
);
export type TranslationEntry = v.InferOutput<typeof TranslationEntryRowSchema>;

/** GET /translations: a page of entries, their texts by language. */
export const TranslationPageSchema = v.object({
  data: v.array(v.object({ module: v.string(), key: v.string(), context: v.nullable(v.string()), texts: v.record(v.string(), v.string()) })),
  total: v.number(),
  count: v.number(),
});

/**
 * The `modules` of GET /translations, as every value of the parameter: `modules=events,mks-vue` and
 * `modules=events&modules=mks-vue` are the same; none means every module.
 */
export const TranslationModulesSchema = v.pipe(
  v.array(v.string()),
  v.transform((values) => [
    ...new Set(
      values
        .flatMap((value) => value.split(","))
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ]),
  v.array(v.picklist(TRANSLATION_MODULES, `must list modules among ${TRANSLATION_MODULES.join(", ")}`)),
  v.transform((modules) => (modules.length > 0 ? modules : [...TRANSLATION_MODULES])),
);

/** GET /translations: `limit` 0 means all. */
export const TranslationListQuerySchema = v.object({
  limit: v.optional(QueryInteger(0, 10_000), "0"),
});
