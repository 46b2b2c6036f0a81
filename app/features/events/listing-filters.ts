import { millisecondsInDay } from "date-fns/constants";
import * as v from "valibot";
import type { MessageId } from "~/i18n/catalogues";
import { LANGS } from "~/i18n/locale";
import { isCalendarDate } from "~/lib/calendar-date";
import { UserText } from "~/lib/user-text.schema";
import { STEP_FREE_BIT } from "./accessibility";

/**
 * The listing's filters, each defined once (docs/architecture.md "The listing's filters"): how the listing URL
 * and GET /events name it, its rule, how a query reads it and which index serves it, and the control that sets it
 * on the listing and in a member's widget. Everything else is derived: the URL keys and `ListingFilters`
 * (listing-href.ts), GET /events' schema (events.schema.ts, and through it the OpenAPI document), the URL to query
 * step (listing-query.ts), the feeds' query (listing-feed-search.ts), the SQL terms (event-listing.db.server.ts),
 * the filter bar's choices and a widget's filters. The browser loads this module (the filter bar): no D1 here.
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
type Rule = v.GenericSchema<string, unknown>;
type Bind = (value: unknown) => string;

/** What a filter's SQL term is given besides its value. */
export type TermContext = {
  bind: Bind;
  /**
   * Whether the filter's own index may lead: no narrower filter, country, place or other way of reading the
   * matches is set (a term that must not lead is written with a unary `+`, docs/query-plans.md).
   */
  alone: boolean;
  /** Whether the matches are read one geo cell or country at a time (the cells' index holds the taxonomies). */
  arms: boolean;
};

/** A control on the listing's filter bar and in the widget builder: a select (its first option is "any") or a box. */
export type FilterControl =
  { kind: "select"; label: MessageId; options: readonly { value: string; label: MessageId }[] } | { kind: "checkbox"; label: MessageId };

type FilterDefinition<R extends Rule, U extends readonly string[], W extends v.GenericSchema | undefined> = {
  /** Its GET /events rule, on the text of a query string. */
  query: R;
  /** Its keys in a listing URL, when the URL holds it (the route's city, a widget's organizer: not). */
  url?: U;
  /** A filter narrower than a country or a radius: when set, its index leads (docs/query-plans.md). */
  narrows?: boolean;
  /** Its WHERE term on the events row `e`, unless the listing's query builder reads it itself (a driver). */
  term?: (value: v.InferOutput<R>, context: TermContext) => string;
  /** The index a plain listing names (INDEXED BY) when this filter alone leads: the planner rates partial indexes alike. */
  namedIndex?: (value: v.InferOutput<R>) => string | undefined;
  /** Its control, when the filter bar and the widget builder show it as a choice among fixed values. */
  control?: FilterControl;
  /** Its rule in a member's widget (saved as JSON), when a widget may keep it. */
  widget?: W;
  /** Meaningless for online events: a widget that lists online events only drops it. */
  inPerson?: boolean;
  /** Its parsed value written back as GET /events' text (the feeds' URLs). */
  text?: (value: v.InferOutput<R>) => string;
};

const define = <R extends Rule, const U extends readonly string[] = readonly [], W extends v.GenericSchema | undefined = undefined>(
  definition: FilterDefinition<R, U, W>,
) => definition;

/** `column`, or `+column` when its index must not lead. */
export const lead = (column: string, leads: boolean) => (leads ? column : `+${column}`);

/** A taxonomy's slug, its term on the events column `<kind>_id` (the cells' index holds it: it never leads there). */
const taxonomy = (kind: "topic" | "type" | "pillar") =>
  define({
    query: Slug,
    url: [kind],
    narrows: true,
    term: (slug, { bind, arms }) => `${lead(`e.${kind}_id`, !arms)} = (SELECT id FROM taxonomies WHERE type = '${kind}' AND slug = ${bind(slug)})`,
    widget: Slug,
  });

export const LISTING_FILTERS = {
  search: define({ query: v.pipe(UserText(100), v.minLength(1, "must not be empty")), url: ["search"], narrows: true }),
  from: define({ query: DATE, url: ["from"] }),
  to: define({ query: END_DATE, url: ["to"] }),
  /** A radius around a point; the URL holds the point as `lat` and `lng`, and the place's name as `formattedAddress`. */
  loc: define({ query: Loc, url: ["lat", "lng"], text: ({ lng, lat }) => `${lng},${lat}` }),
  /** One ISO 3166 code, or several separated by commas (the Americas quick search). */
  countryCode: define({
    query: v.pipe(
      v.string(),
      v.regex(/^[A-Za-z]{2}(,[A-Za-z]{2}){0,49}$/, "must be ISO 3166 two-letter codes separated by commas"),
      v.transform((text) => text.toUpperCase().split(",")),
    ),
    url: ["countryCode", "formattedAddress"],
    text: (codes) => codes.join(","),
  }),
  type: taxonomy("type"),
  hotspot: define({
    query: Slug,
    url: ["hotspot"],
    narrows: true,
    term: (slug, { bind }) => `e.hotspot_id = (SELECT id FROM hotspots WHERE slug = ${bind(slug)})`,
  }),
  topic: taxonomy("topic"),
  /** Not in widgets: the builder offers topics and types. */
  pillar: { ...taxonomy("pillar"), widget: undefined },
  momentum: define({ query: Slug, url: ["momentum"], narrows: true }),
  visio: define({
    query: Bool,
    url: ["visio"],
    // A literal: the online index's condition must be provable from the query.
    term: (online) => `e.visio = ${online ? 1 : 0}`,
    namedIndex: (online) => (online ? "events_online" : undefined),
    control: {
      kind: "select",
      label: "filters.format",
      options: [
        { value: "", label: "filters.visio.all" },
        { value: "true", label: "filters.visio.true" },
        { value: "false", label: "filters.visio.false" },
      ],
    },
    widget: v.boolean(),
  }),
  /** Organized by the platform's own team (the French site's quick search). */
  makesense: define({ query: Bool, url: ["makesense"], term: (own, { bind }) => `e.makesense = ${bind(Number(own))}` }),
  /** 'Accessible en fauteuil': events with step-free access only (docs/product.md §2); there is no "false". */
  stepFree: define({
    query: v.pipe(
      v.literal("true", 'must be "true"'),
      v.transform(() => true as const),
    ),
    url: ["stepFree"],
    // A literal too, the condition of events_step_free, its bit written as there.
    term: () => `e.accessibility & ${STEP_FREE_BIT} = 1`,
    namedIndex: () => "events_step_free",
    control: { kind: "checkbox", label: "filters.stepFree" },
    widget: v.literal(true, "must be true"),
    inPerson: true,
  }),
  /**
   * The event's main language (`events.lang`). Not `lang`: that name is the page's language (GET /events' `lang`
   * picks the texts, the listing URL's prefix the site's language).
   */
  eventLang: define({
    query: v.picklist(LANGS, 'must be "fr", "en" or "es"'),
    url: ["eventLang"],
    term: (lang, { bind, alone }) => `${lead("e.lang", alone)} = ${bind(lang)}`,
    namedIndex: () => "events_by_lang",
    control: {
      kind: "select",
      label: "filters.eventLang",
      options: [
        { value: "", label: "filters.eventLang.all" },
        { value: "fr", label: "filters.eventLang.fr" },
        { value: "en", label: "filters.eventLang.en" },
        { value: "es", label: "filters.eventLang.es" },
      ],
    },
    widget: v.picklist(LANGS, 'must be "fr", "en" or "es"'),
  }),
  /** The route's city (/events/<city>), a city slug: not a URL parameter of the listing. */
  city: define({ query: Slug, narrows: true, term: (slug, { bind }) => `e.city_slug = ${bind(slug)}` }),
  /** A member's id: the events they organize or co-organize (a widget of one organizer's events). */
  organizer: define({
    query: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a member's id")),
    narrows: true,
    widget: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a member's id")),
  }),
};

export type ListingFilterKey = keyof typeof LISTING_FILTERS;
type UrlKeyOf<K extends ListingFilterKey> = (typeof LISTING_FILTERS)[K] extends { url?: infer U extends readonly string[] } ? U[number] : never;
/** The keys of the listing's URL, in the order listingHref writes them. */
export type ListingUrlKey = { [K in ListingFilterKey]: UrlKeyOf<K> }[ListingFilterKey];
/** The listing filters as they stand in the URL (docs/product.md §2 "Event list screen"). */
export type ListingFilters = Partial<Record<ListingUrlKey, string>>;

type Entries = { [K in ListingFilterKey]: v.OptionalSchema<(typeof LISTING_FILTERS)[K]["query"], undefined> };

/** GET /events' filter parameters (events.schema.ts adds paging, language and status). */
export function listingFilterEntries(): Entries {
  return Object.fromEntries(Object.entries(LISTING_FILTERS).map(([key, filter]) => [key, v.optional(filter.query)])) as Entries;
}

type WidgetKey = { [K in ListingFilterKey]: [NonNullable<(typeof LISTING_FILTERS)[K]["widget"]>] extends [never] ? never : K }[ListingFilterKey];
type WidgetEntries = { [K in WidgetKey]: v.OptionalSchema<NonNullable<(typeof LISTING_FILTERS)[K]["widget"]>, undefined> };

/** The filters a member's widget may keep, as its saved JSON holds them (iframes' OwnWidgetFiltersSchema adds the place). */
export function widgetFilterEntries(): WidgetEntries {
  const entries = Object.entries(LISTING_FILTERS).flatMap(([key, filter]) => (filter.widget ? [[key, v.optional(filter.widget)]] : []));
  return Object.fromEntries(entries) as WidgetEntries;
}
