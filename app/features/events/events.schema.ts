import { millisecondsInDay } from "date-fns/constants";
import * as v from "valibot";
import { isCalendarDate } from "~/lib/calendar-date";
import { QueryInteger } from "~/lib/query-integer.schema";
import { UserText } from "~/lib/user-text.schema";
import { PlaceSchema } from "~/features/places/places.schema";

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
  questions: v.nullable(v.string()),
  requires_approval: Flag,
  translations: v.pipe(v.string(), v.parseJson(), v.record(v.string(), TranslationSchema)),
  organizers: v.pipe(v.string(), v.parseJson(), v.array(OrganizerSchema)),
  taxonomies: v.pipe(v.string(), v.parseJson(), v.array(v.nullable(TaxonomyRefSchema))),
});
export type EventRow = v.InferOutput<typeof EventRowSchema>;

/** Search radius around `loc`, in kilometres (docs/product.md §9). */
export const SEARCH_DISTANCE_KM = 30;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_TEXT = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, "must be an ISO 8601 date"),
  v.check(isCalendarDate, "must be a date of the calendar (no 30 February, no 25:00)"),
);
/** An ISO 8601 date ("2026-11-22") or date-time, normalised to a UTC timestamp. */
const DATE = v.pipe(
  DATE_TEXT,
  v.transform((text) => new Date(text).toISOString()),
);
/** An upper bound: like DATE, but a date-only value ("2026-11-30") includes that whole UTC day (…T23:59:59.999Z). */
const END_DATE = v.pipe(
  DATE_TEXT,
  v.transform((text) => new Date(Date.parse(text) + (/^[\d-]+$/.test(text) ? millisecondsInDay - 1 : 0)).toISOString()),
);

const Slug = v.pipe(v.string(), v.regex(SLUG, "must be a slug"));
const Bool = v.pipe(
  v.picklist(["true", "false"], 'must be "true" or "false"'),
  v.transform((text) => text === "true"),
);
/** `loc=<longitude>,<latitude>` (docs/product.md §7: loc(longitude, latitude)). */
const Loc = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/, 'must be "<longitude>,<latitude>"'),
  v.transform((text) => {
    const [lng = 0, lat = 0] = text.split(",").map(Number);
    return { lng, lat };
  }),
  v.check(({ lng, lat }) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90, "is out of range"),
);

/** GET /events query (docs/product.md §7), every value a string as in a URL. `city` is our extension (city slug). */
export const EventListQuerySchema = v.object({
  limit: v.optional(QueryInteger(1, 100), "24"),
  page: v.optional(QueryInteger(0, 10_000), "0"),
  lang: v.optional(v.picklist(LANGS), "fr"),
  // Active events unless `status=cancelled` asks for the cancelled ones, as the listing page shows them (docs/product.md §7).
  status: v.optional(v.picklist(["active", "cancelled"]), "active"),
  private: v.optional(Bool, "false"),
  from: v.optional(DATE),
  to: v.optional(END_DATE),
  momentum: v.optional(Slug),
  topic: v.optional(Slug),
  type: v.optional(Slug),
  pillar: v.optional(Slug),
  hotspot: v.optional(Slug),
  city: v.optional(Slug),
  /** A member's id: the events they organize or co-organize (a widget of one organizer's events). */
  organizer: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a member's id"))),
  search: v.optional(v.pipe(UserText(100), v.minLength(1, "must not be empty"))),
  /** One ISO 3166 code, or several separated by commas (the Americas quick search). */
  countryCode: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z]{2}(,[A-Za-z]{2}){0,49}$/, "must be ISO 3166 two-letter codes separated by commas"),
      v.transform((text) => text.toUpperCase().split(",")),
    ),
  ),
  loc: v.optional(Loc),
  visio: v.optional(Bool),
  makesense: v.optional(Bool),
  /** 'Accessible en fauteuil': events with step-free access only (docs/product.md §2); there is no "false". */
  stepFree: v.optional(
    v.pipe(
      v.literal("true", 'must be "true"'),
      v.transform(() => true as const),
    ),
  ),
});
export type EventListQuery = v.InferOutput<typeof EventListQuerySchema>;
/**
 * A listing's query as the server runs it: without a status, active and cancelled events both (the feeds, whose
 * subscribers must learn of a cancellation; the count of a search, which tells cancelled events apart itself).
 */
export type ListingQuery = Omit<EventListQuery, "status"> & { status?: EventListQuery["status"] };
