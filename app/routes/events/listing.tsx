import { useAttendedIdsForCards } from "~/features/attend/attended-events";
import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { throwErrorPage } from "~/features/content/error-content.server";
import { canonicalCityPath } from "~/features/events/city-slug";
import { EventListingScreen } from "~/features/events/components/event-listing-screen";
import { listingTitle } from "~/features/events/listing-title";
import { loadListing } from "~/features/events/listing.server";
import { makeIntl, messageText } from "~/i18n/intl";
import { langFromPath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/listing";

/**
 * A city that is not its slug (/events/city/Paris, /events/city/Saint%20%C3%89tienne) moves for good to the
 * canonical URL, language prefix, topic and query kept (docs/product.md §2). 301 rather than 308: pages are
 * only read (GET/HEAD; no route actions, docs/architecture.md §1), so keeping the method changes nothing,
 * and 301 is the permanent redirect every crawler and browser has always understood.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const canonical = params.city === undefined ? null : canonicalCityPath(url, params.city);
  if (canonical) throw redirect(canonical, 301);
  const lang = langFromPath(url.pathname);
  const listing = await loadListing(request, context, params, lang);
  if (!listing) return throwErrorPage(context.cloudflare.env, { status: 404, message: `Page not found: ${url.pathname}`, lang, nonce: context.nonce });
  return data(listing, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** `results=false` (an empty search) and `view` (grid, line, agenda) change nothing to fetch. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("results");
    params.delete("view");
    return `${url.pathname}?${params}`;
  };
  return strip(currentUrl) === strip(nextUrl) && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root || !loaderData) return [];
  const intl = makeIntl(root.lang, root.messages);
  const title = listingTitle(intl, loaderData.heading);
  // The listing's feeds, for feed readers and calendar apps that look for them (docs/product.md §4).
  const feeds = [
    { type: "application/rss+xml", href: `${root.config.siteUrl}/events/feed.rss?${loaderData.feedSearch}` },
    { type: "text/calendar", href: `${root.config.siteUrl}/events/feed.ics?${loaderData.feedSearch}` },
  ].map((feed) => ({ tagName: "link" as const, rel: "alternate", title, ...feed }));
  return [
    ...pageMeta({
      title: `${title} · ${messageText(root.messages, "site.name")}`,
      description: messageText(root.messages, "events.lead"),
      url: new URL(location.pathname + location.search, root.config.siteUrl),
      siteUrl: root.config.siteUrl,
      lang: root.lang,
    }),
    ...feeds,
  ];
};

/** /events, /events/city/{city}, /events/city/{city}/topic/{topic}, /events/topic/{topic}, /events/type/{type}. */
export default function EventListing({ loaderData, params, matches }: Route.ComponentProps) {
  const registeredIds = useAttendedIdsForCards();
  return (
    <EventListingScreen
      listing={loaderData}
      fixed={{ topic: Boolean(params.topic), type: Boolean(params.type) }}
      apiBase={matches[0].loaderData.config.apiBase}
      registeredIds={registeredIds}
    />
  );
}
