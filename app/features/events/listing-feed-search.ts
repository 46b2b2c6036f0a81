import type { EventListQuery } from "./events.schema";

/**
 * The query of a listing's feeds (/events/feed.rss and /events/feed.ics take GET /events parameters): the
 * listing's filters in their URL form, its language, and `from` only when the visitor chose a start date
 * (otherwise a feed starts at the moment it is read). Page, size and status are the feed's own.
 */
export function listingFeedSearch(query: EventListQuery, chosenFrom: string | undefined): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== "") params.set(key, value);
  };
  put("search", query.search);
  put("from", chosenFrom ? query.from : undefined);
  put("to", query.to);
  put("city", query.city);
  put("loc", query.loc ? `${query.loc.lng},${query.loc.lat}` : undefined);
  put("countryCode", query.countryCode?.join(","));
  for (const key of ["type", "topic", "hotspot", "pillar", "momentum", "organizer"] as const) put(key, query[key]);
  for (const key of ["visio", "makesense"] as const) put(key, query[key] === undefined ? undefined : String(query[key]));
  params.set("lang", query.lang);
  return params.toString();
}
