import * as v from "valibot";
import { QueryInteger } from "~/lib/query-integer.schema";
import { PlaceSchema } from "~/features/places/places.schema";
import { storedQuestions } from "~/features/questions/registration-questions.schema";
import { Bool, listingFilterEntries } from "./listing-filter-rules";

export const LANGS = ["fr", "en", "es"] as const;
export type Lang = (typeof LANGS)[number];

const LocalizedNameSchema = v.record(v.string(), v.string());

export const TaxonomyRefSchema = v.object({
  _id: v.string(),
  type: v.string(),
  slug: v.string(),
  name: LocalizedNameSchema,
});
export type TaxonomyRef = v.InferOutput<typeof TaxonomyRefSchema>;

const TranslationSchema = v.object({
  title: v.string(),
  description: v.string(),
  descriptionText: v.string(),
  cover: v.nullable(v.string()),
  address: v.nullable(PlaceSchema),
});

const OrganizerSchema = v.object({
  _id: v.string(),
  displayname: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
});

const Flag = v.pipe(
  v.number(),
  v.transform((n) => n === 1),
);

/** A row of the event query, as D1 returns it (JSON columns still strings). */
export const EventRowSchema = v.object({
  id: v.string(),
  slug: v.string(),
  lang: v.string(),
  status: v.picklist(["active", "cancelled", "draft"]),
  private: Flag,
  visio: Flag,
  makesense: Flag,
  register_external: Flag,
  external_url: v.nullable(v.string()),
  max_attendees: v.number(),
  attendees_count: v.number(),
  feedbacks_count: v.number(),
  start_date: v.string(),
  end_date: v.nullable(v.string()),
  timezone: v.string(),
  color: v.nullable(v.string()),
  cover_display_url: v.nullable(v.string()),
  cover_alt_text: v.nullable(v.string()),
  accessibility: v.number(),
  accessibility_note: v.nullable(v.string()),
  /** The registration questions, removed ones included (none when the column does not parse). */
  questions: v.pipe(v.nullable(v.string()), v.transform(storedQuestions)),
  requires_approval: Flag,
  translations: v.pipe(v.string(), v.parseJson(), v.record(v.string(), TranslationSchema)),
  organizers: v.pipe(v.string(), v.parseJson(), v.array(OrganizerSchema)),
  taxonomies: v.pipe(v.string(), v.parseJson(), v.array(v.nullable(TaxonomyRefSchema))),
});
export type EventRow = v.InferOutput<typeof EventRowSchema>;

/** Search radius around `loc`, in kilometres (docs/product.md §9). */
export const SEARCH_DISTANCE_KM = 30;

/** GET /events query (docs/product.md §7), every value a string as in a URL. `city` is our extension (city slug). */
export const EventListQuerySchema = v.object({
  limit: v.optional(QueryInteger(1, 100), "24"),
  page: v.optional(QueryInteger(0, 10_000), "0"),
  lang: v.optional(v.picklist(LANGS), "fr"),
  // Active events unless `status=cancelled` asks for the cancelled ones, as the listing page shows them (docs/product.md §7).
  status: v.optional(v.picklist(["active", "cancelled"]), "active"),
  private: v.optional(Bool, "false"),
  ...listingFilterEntries(),
});
export type EventListQuery = v.InferOutput<typeof EventListQuerySchema>;
/**
 * A listing's query as the server runs it: without a status, active and cancelled events both (the feeds, whose
 * subscribers must learn of a cancellation; the count of a search, which tells cancelled events apart itself).
 */
export type ListingQuery = Omit<EventListQuery, "status"> & { status?: EventListQuery["status"] };
