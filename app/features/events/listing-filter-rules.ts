import { millisecondsInDay } from "date-fns/constants";
import * as v from "valibot";
import { LANGS } from "~/i18n/locale";
import { isCalendarDate } from "~/lib/calendar-date";
import { UserText } from "~/lib/user-text.schema";

/**
 * The rules of the listing's filters (docs/architecture.md §7 "The listing's filters"), beside their table
 * (listing-filters.ts), which the browser's first load reads: these load with what checks a query or a widget
 * (GET /events' schema, a widget's saved filters), so the listing's page does not load valibot before it needs it.
 * Each filter: `query`, its GET /events rule on the text of a query string; `widget`, its rule in a member's widget
 * (saved as JSON), when a widget may keep it.
 */

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
/** "true" or "false", as a query string says yes or no. */
export const Bool = v.pipe(
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
const MemberId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a member's id"));
/** "must be", in the listing's own words, for a language of an event. */
const EventLang = v.picklist(LANGS, 'must be "fr", "en" or "es"');

type Rule = v.GenericSchema<string, unknown>;

export const LISTING_FILTER_RULES = {
  search: { query: v.pipe(UserText(100), v.minLength(1, "must not be empty")) },
  from: { query: DATE },
  to: { query: END_DATE },
  loc: { query: Loc },
  countryCode: {
    query: v.pipe(
      v.string(),
      v.regex(/^[A-Za-z]{2}(,[A-Za-z]{2}){0,49}$/, "must be ISO 3166 two-letter codes separated by commas"),
      v.transform((text) => text.toUpperCase().split(",")),
    ),
  },
  type: { query: Slug, widget: Slug },
  hotspot: { query: Slug },
  topic: { query: Slug, widget: Slug },
  /** Not in widgets: the builder offers topics and types. */
  pillar: { query: Slug },
  momentum: { query: Slug },
  visio: { query: Bool, widget: v.boolean() },
  makesense: { query: Bool },
  /** There is no "false": step-free events only, or any. */
  stepFree: {
    query: v.pipe(
      v.literal("true", 'must be "true"'),
      v.transform(() => true as const),
    ),
    widget: v.literal(true, "must be true"),
  },
  eventLang: { query: EventLang, widget: EventLang },
  city: { query: Slug },
  organizer: { query: MemberId, widget: MemberId },
} satisfies Record<string, { query: Rule; widget?: v.GenericSchema }>;

export type ListingFilterKey = keyof typeof LISTING_FILTER_RULES;
/** A filter's value once GET /events' rule has read it. */
export type ListingFilterValue<K extends ListingFilterKey> = v.InferOutput<(typeof LISTING_FILTER_RULES)[K]["query"]>;

type Entries = { [K in ListingFilterKey]: v.OptionalSchema<(typeof LISTING_FILTER_RULES)[K]["query"], undefined> };

/** GET /events' filter parameters (events.schema.ts adds paging, language and status). */
export function listingFilterEntries(): Entries {
  return Object.fromEntries(Object.entries(LISTING_FILTER_RULES).map(([key, rule]) => [key, v.optional(rule.query)])) as Entries;
}

type WidgetKey = { [K in ListingFilterKey]: (typeof LISTING_FILTER_RULES)[K] extends { widget: v.GenericSchema } ? K : never }[ListingFilterKey];
type WidgetEntries = {
  [K in WidgetKey]: v.OptionalSchema<(typeof LISTING_FILTER_RULES)[K] extends { widget: infer W extends v.GenericSchema } ? W : never, undefined>;
};

/** The filters a member's widget may keep, as its saved JSON holds them (iframes' OwnWidgetFiltersSchema adds the place). */
export function widgetFilterEntries(): WidgetEntries {
  const entries = Object.entries(LISTING_FILTER_RULES).flatMap(([key, rule]) => ("widget" in rule ? [[key, v.optional(rule.widget)]] : []));
  return Object.fromEntries(entries) as WidgetEntries;
}
