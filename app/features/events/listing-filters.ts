import type { MessageId } from "~/i18n/catalogues";
import { STEP_FREE_BIT } from "./step-free-bit";
import type { ListingFilterKey, ListingFilterValue } from "./listing-filter-rules";

/**
 * The listing's filters, each defined once (docs/architecture.md §7 "The listing's filters"): how the listing URL
 * names it, how a query reads it and which index serves it, and the control that sets it on the listing and in a
 * member's widget; its rules (GET /events, a widget's JSON) are beside it in listing-filter-rules.ts, by the same
 * keys. Everything else is derived: the URL keys and `ListingFilters` (listing-href.ts), GET /events' schema
 * (events.schema.ts, and through it the OpenAPI document), the URL to query step (listing-query.ts), the feeds'
 * query (listing-feed-search.ts), the SQL terms (event-listing.db.server.ts), the filter bar's and the widget
 * builder's choices and a widget's filters. The browser's first load reads this module (the filter bar): no D1,
 * no valibot here.
 */

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

type FilterDefinition<T> = {
  /** Its keys in a listing URL, when the URL holds it (the route's city, a widget's organizer: not). */
  url?: readonly string[];
  /** A filter narrower than a country or a radius: when set, its index leads (docs/query-plans.md). */
  narrows?: boolean;
  /** Its WHERE term on the events row `e`, unless the listing's query builder reads it itself (a driver). */
  term?: (value: T, context: TermContext) => string;
  /** The index a plain listing names (INDEXED BY) when this filter alone leads: the planner rates partial indexes alike. */
  namedIndex?: (value: T) => string | undefined;
  /** Its control, when the filter bar and the widget builder show it as a choice among fixed values. */
  control?: FilterControl;
  /** Meaningless for online events: a widget that lists online events only drops it. */
  inPerson?: boolean;
  /** Its value as GET /events' rule read it, written back as text (the feeds' URLs). */
  text?: (value: T) => string;
};

/** `column`, or `+column` when its index must not lead. */
export const lead = (column: string, leads: boolean) => (leads ? column : `+${column}`);

/** A taxonomy's slug, its term on the events column `<kind>_id` (the cells' index holds it: it never leads there). */
const taxonomy = <const K extends "topic" | "type" | "pillar">(kind: K) => ({
  url: [kind] as const,
  narrows: true,
  term: (slug: string, { bind, arms }: TermContext) =>
    `${lead(`e.${kind}_id`, !arms)} = (SELECT id FROM taxonomies WHERE type = '${kind}' AND slug = ${bind(slug)})`,
});

const TABLE = {
  search: { url: ["search"], narrows: true },
  from: { url: ["from"] },
  to: { url: ["to"] },
  /** A radius around a point; the URL holds the point as `lat` and `lng`, and the place's name as `formattedAddress`. */
  loc: { url: ["lat", "lng"], text: ({ lng, lat }) => `${lng},${lat}` },
  /** One ISO 3166 code, or several separated by commas (the Americas quick search). */
  countryCode: { url: ["countryCode", "formattedAddress"], text: (codes) => codes.join(",") },
  type: taxonomy("type"),
  hotspot: { url: ["hotspot"], narrows: true, term: (slug, { bind }) => `e.hotspot_id = (SELECT id FROM hotspots WHERE slug = ${bind(slug)})` },
  topic: taxonomy("topic"),
  pillar: taxonomy("pillar"),
  momentum: { url: ["momentum"], narrows: true },
  visio: {
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
  },
  /** Organized by the platform's own team (the French site's quick search). */
  makesense: { url: ["makesense"], term: (own, { bind }) => `e.makesense = ${bind(Number(own))}` },
  /** 'Accessible en fauteuil': events with step-free access only (docs/product.md §2). */
  stepFree: {
    url: ["stepFree"],
    // A literal too, the condition of events_step_free, its bit written as there.
    term: () => `e.accessibility & ${STEP_FREE_BIT} = 1`,
    namedIndex: () => "events_step_free",
    control: { kind: "checkbox", label: "filters.stepFree" },
    inPerson: true,
  },
  /**
   * The event's main language (`events.lang`). Not `lang`: that name is the page's language (GET /events' `lang`
   * picks the texts, the listing URL's prefix the site's language).
   */
  eventLang: {
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
  },
  /** The route's city (/events/<city>), a city slug: not a URL parameter of the listing. */
  city: { narrows: true, term: (slug, { bind }) => `e.city_slug = ${bind(slug)}` },
  /** A member's id: the events they organize or co-organize (a widget of one organizer's events). */
  organizer: { narrows: true },
} as const satisfies { [K in ListingFilterKey]: FilterDefinition<ListingFilterValue<K>> };

/** The table, every entry with every field (most of them optional), for the modules that read it. */
export const LISTING_FILTERS: { readonly [K in ListingFilterKey]: FilterDefinition<ListingFilterValue<K>> } = TABLE;

type UrlKeyOf<K extends ListingFilterKey> = (typeof TABLE)[K] extends { url: infer U extends readonly string[] } ? U[number] : never;
/** The keys of the listing's URL, in the order listingHref writes them. */
export type ListingUrlKey = { [K in ListingFilterKey]: UrlKeyOf<K> }[ListingFilterKey];
/** The listing filters as they stand in the URL (docs/product.md §2 "Event list screen"). */
export type ListingFilters = Partial<Record<ListingUrlKey, string>>;
