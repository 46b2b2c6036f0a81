import { LISTING_FILTERS, type ListingFilters, type ListingUrlKey } from "./listing-filters";

// URLs of the listing, for the browser as well: no validation here (listing-query.ts checks on the server).
/** The keys of a listing URL, in the order they are written (listing-filters.ts). */
export const FILTER_KEYS = Object.values(LISTING_FILTERS).flatMap((filter) => filter.url ?? []) as ListingUrlKey[];

/** The listing filters of a URL (docs/product.md §2 query parameters), empty values left out. */
export function filtersFromSearch(search: URLSearchParams): ListingFilters {
  const filters: ListingFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** A listing URL for filters and a zero-based page; results=false marks an empty search. */
export function listingHref(pathname: string, filters: ListingFilters, page: number, noResults = false): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 0) params.set("page", String(page));
  if (noResults) params.set("results", "false");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
