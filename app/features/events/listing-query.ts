import * as v from "valibot";
import type { ListingFilterKey } from "./listing-filter-rules";
import { LISTING_FILTERS, type ListingFilters, type ListingUrlKey } from "./listing-filters";
import { EventListQuerySchema, type EventListQuery } from "./events.schema";
import type { Lang } from "~/i18n/locale";
import { FILTER_KEYS, filtersFromSearch } from "./listing-href";

export const LISTING_PAGE_SIZE = 24;
type RouteFilters = { city?: string; topic?: string; type?: string };

function apiInput(filters: ListingFilters, route: RouteFilters, page: number, lang: Lang, now: Date) {
  const input: Record<string, string | undefined> = { limit: String(LISTING_PAGE_SIZE), page: String(page), lang, status: "active" };
  // A filter the URL holds under its own name is passed as it is; the others are written below.
  for (const [key, filter] of Object.entries(LISTING_FILTERS)) if (filter.url?.[0] === key) input[key] = filters[key as ListingUrlKey];
  const point = filters.lat && filters.lng ? `${filters.lng},${filters.lat}` : undefined;
  return {
    ...input,
    from: filters.from ?? now.toISOString(),
    loc: point,
    countryCode: point ? undefined : filters.countryCode,
    type: route.type ?? filters.type,
    topic: route.topic ?? filters.topic,
    city: route.city,
  };
}

/**
 * The GET /events query of a listing URL. A value the API would refuse is dropped (the URL may be
 * old, shared or hand-written), so a listing always shows something; `dropped` names what was ignored.
 */
export function listingQuery(url: URL, route: RouteFilters, lang: Lang, now = new Date()) {
  const filters = filtersFromSearch(url.searchParams);
  const pageParam = Number(url.searchParams.get("page") ?? "0");
  let page = Number.isInteger(pageParam) && pageParam >= 0 ? pageParam : 0;
  const dropped: string[] = [];
  for (let attempt = 0; attempt <= FILTER_KEYS.length; attempt++) {
    const result = v.safeParse(EventListQuerySchema, apiInput(filters, route, page, lang, now));
    if (result.success) return { query: result.output satisfies EventListQuery, filters, page, dropped };
    const key = String(result.issues[0].path?.[0]?.key ?? "");
    if (key === "page") {
      page = 0;
      continue;
    }
    const urlKeys = (Object.hasOwn(LISTING_FILTERS, key) ? (LISTING_FILTERS[key as ListingFilterKey].url ?? []) : []) as readonly ListingUrlKey[];
    const [filterKey] = urlKeys;
    if (!filterKey || !(filterKey in filters)) break;
    for (const urlKey of urlKeys) delete filters[urlKey];
    dropped.push(filterKey);
  }
  // Route parameters themselves are invalid (a topic or type that is not a slug; a city is made a slug or
  // refused by the loader first): an empty upcoming listing.
  const none: ListingFilters = {};
  return { query: v.parse(EventListQuerySchema, apiInput(none, {}, 0, lang, now)), filters: none, page: 0, dropped, invalidRoute: true };
}
