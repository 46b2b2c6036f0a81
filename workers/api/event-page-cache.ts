import type { Context } from "hono";
import { forgetCachedPages } from "../page-cache";

const LANG_PREFIXES = ["", "/en", "/es"];

/**
 * The event page (and its attend and unattend steps, which render it too) shows the places left, the
 * attendee count and whether the event is full: drop its cached copies in every language, and the API's,
 * once attending changed them, so the attendee's next view is current.
 */
export function forgetEventPages(c: Context) {
  return async (slug: string) => {
    const { origin } = new URL(c.req.url);
    const pages = LANG_PREFIXES.flatMap((lang) =>
      [`${lang}/events/e/${slug}`, `${lang}/e/${slug}`].flatMap((page) => [page, `${page}/attend`, `${page}/unattend`]),
    );
    await forgetCachedPages([...pages, `/api/v1/events/slug/${slug}`].map((path) => new URL(path, origin).href));
  };
}

/**
 * An event was published, changed or cancelled: besides its own pages and its `.ics` file (made private or
 * moved, an event must not stay downloadable as it was), the listings that show it (all events, its city, topic
 * and type, its series' page, in every language), the home page, the sitemap and the feeds. Listings with other filters expire
 * with their short edge lifetime (docs/architecture.md §7).
 */
export async function forgetEventListings(
  c: Context,
  event: { slug: string; citySlug: string | null; topic: string | null; type: string | null; seriesId: string | null },
) {
  const { origin } = new URL(c.req.url);
  const listings = ["/events"];
  // The series' own page lists the date (docs/product.md §5 "Recurring events").
  if (event.seriesId) listings.push(`/events/series/${event.seriesId}`);
  if (event.citySlug) listings.push(`/events/city/${event.citySlug}`);
  if (event.topic) listings.push(`/events/topic/${event.topic}`);
  if (event.type) listings.push(`/events/type/${event.type}`);
  if (event.citySlug && event.topic) listings.push(`/events/city/${event.citySlug}/topic/${event.topic}`);
  const pages = LANG_PREFIXES.flatMap((lang) => [lang || "/", `${lang}/events/e/${event.slug}.ics`, ...listings.map((path) => `${lang}${path}`)]);
  const feeds = ["/sitemap.xml", "/events/feed.rss", "/events/feed.ics", "/api/v1/events"];
  await Promise.all([forgetEventPages(c)(event.slug), forgetCachedPages([...pages, ...feeds].map((path) => new URL(path, origin).href))]);
}
