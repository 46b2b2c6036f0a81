import type { EventListQuery } from "./events.schema";
import { LISTING_FILTERS } from "./listing-filters";

/**
 * The query of a listing's feeds (/events/feed.rss and /events/feed.ics take GET /events parameters): the
 * listing's filters in their GET /events form, its language, and `from` only when the visitor chose a start date
 * (otherwise a feed starts at the moment it is read). Page, size and status are the feed's own.
 */
export function listingFeedSearch(query: EventListQuery, chosenFrom: string | undefined): string {
  const params = new URLSearchParams();
  for (const [key, filter] of Object.entries(LISTING_FILTERS)) {
    const value: unknown = query[key as keyof typeof LISTING_FILTERS];
    if (value === undefined || (key === "from" && !chosenFrom)) continue;
    const text = "text" in filter ? (filter.text as (parsed: unknown) => string)(value) : String(value);
    if (text !== "") params.set(key, text);
  }
  params.set("lang", query.lang);
  return params.toString();
}
