import type { BuilderBlock } from "@builder.io/sdk-react";
import * as v from "valibot";
import { UserText } from "~/lib/user-text.schema";

/** Page-builder entries in Builder.io's own JSON format (docs/architecture.md §4). */

export const PUBLISHED_STATES = ["published", "draft", "archived"] as const;
export const PublishedSchema = v.picklist(PUBLISHED_STATES);

const EpochMsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A JSON object (valibot's record alone would also take an array). */
const JsonRecordSchema = v.pipe(
  v.custom<object>((input) => typeof input === "object" && input !== null && !Array.isArray(input), "Expected a JSON object"),
  v.record(v.string(), v.unknown()),
);

/** One targeting rule of an entry, e.g. `{property: 'urlPath', operator: 'is', value: '/about'}`. */
export const QueryRuleSchema = v.looseObject({
  "@type": v.optional(v.string()),
  property: v.pipe(v.string(), v.minLength(1)),
  operator: v.pipe(v.string(), v.minLength(1)),
  value: v.unknown(),
});
export type QueryRule = v.InferOutput<typeof QueryRuleSchema>;

/**
 * A block is checked down to its element tag; its inner structure (styles, component options) is the
 * renderer's business, and typing it as the SDK's BuilderBlock lets entries go straight to `<Content>`.
 */
const BlockSchema = v.custom<BuilderBlock>(
  (input) => typeof input === "object" && input !== null && "@type" in input && input["@type"] === "@builder.io/sdk:Element",
  'Expected a block with "@type": "@builder.io/sdk:Element"',
);

/** The content of an entry; unknown keys (custom model fields such as `slug`) pass through. */
export const EntryDataSchema = v.looseObject({
  title: v.optional(v.string()),
  url: v.optional(v.string()),
  blocks: v.optional(v.array(BlockSchema)),
  inputs: v.optional(v.array(v.looseObject({ name: v.string(), type: v.string() }))),
  state: v.optional(JsonRecordSchema),
  cssCode: v.optional(v.string()),
  customFonts: v.optional(v.array(v.unknown())),
});

export const VariationsSchema = v.record(
  v.string(),
  v.looseObject({ id: v.string(), name: v.optional(v.string()), testRatio: v.optional(v.number()), data: v.optional(EntryDataSchema) }),
);

export const EntryMetaSchema = v.looseObject({
  kind: v.optional(v.string()),
  /** The SDK applies custom breakpoints only when both small and medium are set. */
  breakpoints: v.optional(v.object({ xsmall: v.optional(v.number()), small: v.number(), medium: v.number() })),
});

export const BuilderEntrySchema = v.object({
  id: v.string(),
  name: v.string(),
  modelId: v.string(),
  published: PublishedSchema,
  createdDate: EpochMsSchema,
  lastUpdated: EpochMsSchema,
  firstPublished: v.optional(EpochMsSchema),
  testRatio: v.number(),
  startDate: v.optional(EpochMsSchema),
  endDate: v.optional(EpochMsSchema),
  query: v.array(QueryRuleSchema),
  data: EntryDataSchema,
  variations: VariationsSchema,
  meta: EntryMetaSchema,
});
export type BuilderEntry = v.InferOutput<typeof BuilderEntrySchema>;

/** ISO-8601 text as D1 stores it, read as epoch milliseconds (Builder's date format). */
const StoredDateSchema = v.pipe(
  v.string(),
  v.transform((text) => Date.parse(text)),
  v.check((ms) => Number.isFinite(ms), "Invalid stored date"),
);
const jsonColumn = <TSchema extends v.GenericSchema>(schema: TSchema) => v.pipe(v.string(), v.parseJson(), schema);

/** A row of `builder_entries`, JSON columns parsed and dates converted. */
export const EntryRowSchema = v.object({
  id: v.string(),
  model: v.string(),
  name: v.string(),
  published: PublishedSchema,
  query: jsonColumn(v.array(QueryRuleSchema)),
  data: jsonColumn(EntryDataSchema),
  variations: jsonColumn(VariationsSchema),
  meta: jsonColumn(EntryMetaSchema),
  test_ratio: v.number(),
  start_date: v.nullable(StoredDateSchema),
  end_date: v.nullable(StoredDateSchema),
  created_date: StoredDateSchema,
  last_updated: StoredDateSchema,
  first_published: v.nullable(StoredDateSchema),
});

/** Most targeting rules an entry may have. */
export const ENTRY_QUERY_MAX = 50;

/** What the local /admin editor saves: a Builder entry without its server-managed dates. */
export const EntryInputSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))),
  model: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
  name: v.pipe(UserText(200), v.minLength(1)),
  published: v.optional(PublishedSchema, "draft"),
  query: v.optional(v.pipe(v.array(QueryRuleSchema), v.maxLength(ENTRY_QUERY_MAX)), () => []),
  data: v.optional(EntryDataSchema, () => ({})),
  variations: v.optional(VariationsSchema, () => ({})),
  meta: v.optional(EntryMetaSchema, () => ({})),
  testRatio: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 1),
  startDate: v.optional(EpochMsSchema),
  endDate: v.optional(EpochMsSchema),
});
export type EntryInput = v.InferOutput<typeof EntryInputSchema>;

// ---- Request parameters (`GET /api/v3/content/:model`) ----

const FILTER_OPERATORS = ["$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin", "$exists"];

/** `query.<path>` values are JSON; a value that is not JSON is the plain string (`query.data.slug=hello`). */
function parseLooseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).some((key) => key.startsWith("$"));
}

/** A Mongo-style condition; a plain value means `$eq`. Unsupported operators (`$regex`, `$or`…) are rejected. */
export const FilterConditionSchema = v.pipe(
  v.string(),
  v.transform(parseLooseJson),
  v.transform((value) => (isOperatorObject(value) ? value : { $eq: value })),
  v.strictObject(
    {
      $eq: v.optional(v.unknown()),
      $ne: v.optional(v.unknown()),
      $gt: v.optional(v.unknown()),
      $gte: v.optional(v.unknown()),
      $lt: v.optional(v.unknown()),
      $lte: v.optional(v.unknown()),
      $in: v.optional(v.array(v.unknown())),
      $nin: v.optional(v.array(v.unknown())),
      $exists: v.optional(v.boolean()),
    },
    `Supported operators: ${FILTER_OPERATORS.join(", ")}`,
  ),
);
export type FilterCondition = v.InferOutput<typeof FilterConditionSchema>;

const flag = v.optional(
  v.pipe(
    v.string(),
    v.transform((text) => text === "true"),
  ),
  "false",
);
const commaList = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ),
    fallback,
  );

/**
 * A number written in decimal (Builder's SDK sends whole numbers; a fraction is floored below): "0x10", "1e2",
 * "Infinity" and a blank are refused rather than read by JavaScript's Number.
 */
const DecimalNumber = v.pipe(v.string(), v.regex(/^-?\d{1,15}(\.\d+)?$/, "must be a number written in decimal digits"), v.toNumber());

/**
 * The parameters that shape the selection (`cachebust` and `preview` only change caching: see the service),
 * grouped: `query.*` and `sort.*` become records keyed by dotted path.
 * Deviation from Builder (which always answers 200): a limit or offset that is not a number, a negative
 * offset, a limit below 1, malformed `userAttributes`, a sort other than 1/-1 or an unsupported filter
 * operator are errors (400), because answering with a silently different selection would hide the bug.
 */
export const ContentRequestSchema = v.object({
  limit: v.optional(
    v.pipe(
      DecimalNumber,
      v.transform(Math.floor),
      v.minValue(1),
      v.transform((n) => Math.min(n, 100)),
    ),
    "30",
  ),
  offset: v.optional(v.pipe(DecimalNumber, v.transform(Math.floor), v.minValue(0)), "0"),
  includeUnpublished: flag,
  noTargeting: flag,
  userAttributes: v.optional(v.pipe(v.string(), v.parseJson(), JsonRecordSchema), "{}"),
  fields: commaList(""),
  omit: commaList("meta.componentsUsed"),
  query: v.record(v.string(), FilterConditionSchema),
  sort: v.record(v.string(), v.pipe(v.string(), v.parseJson(), v.picklist([1, -1], "Sort order must be 1 or -1"))),
});
export type ContentRequest = v.InferOutput<typeof ContentRequestSchema>;

// ---- Tracking (`POST /api/v1/track`) ----

const ShortText = v.pipe(v.string(), v.maxLength(200));

export const TrackEventSchema = v.object({
  type: v.picklist(["impression", "click"]),
  data: v.object({
    contentId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    variationId: v.optional(ShortText),
    ownerId: v.optional(ShortText),
    metadata: v.optional(JsonRecordSchema),
    sessionId: v.optional(ShortText),
    visitorId: v.optional(ShortText),
    userAttributes: v.optional(JsonRecordSchema),
    /** Sent with clicks: the visitor's first click on this content. */
    unique: v.optional(v.boolean()),
  }),
});
export type TrackEvent = v.InferOutput<typeof TrackEventSchema>;

export const TrackBodySchema = v.object({
  events: v.pipe(v.array(TrackEventSchema), v.minLength(1), v.maxLength(50)),
});
