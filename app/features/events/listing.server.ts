import { redirect, type AppLoadContext } from "react-router";
import { findHotspotBySlug } from "~/features/hotspots/hotspots.server";
import { listTaxonomies } from "~/features/taxonomies/taxonomies.server";
import { makeIntl } from "~/i18n/intl";
import { hrefOnPage } from "~/lib/page-href";
import type { Lang } from "~/i18n/locale";
import { toCardJson } from "./card-json";
import { cityHeadingName } from "./city-slug";
import { findEventCity } from "./event-cities.db.server";
import { listEvents } from "./events.server";
import { LISTING_PAGE_SIZE, listingQuery } from "./listing-query";
import { listingFeedSearch } from "./listing-feed-search";
import { countryNames } from "./listing-title";

/** A city whose lookup failed: not called unknown (no 404 for a database failure), named after its slug. */
const CITY_UNCHECKED = { own_name: null, lang_name: null };

type RouteParams = { city?: string; topic?: string; type?: string };

/**
 * Everything the event listing shows: the page of events for the URL's filters, the types and topics of
 * the filter bar, and the names of the route's city/topic/type. An unknown city, topic or type gives null (the
 * route answers 404); a known city is one a public event has or had (findEventCity), so with nothing upcoming
 * it shows the empty state (docs/product.md §2). The route has made the city a slug already (canonicalCityPath). A failing
 * event query answers `failed` so the screen resets its filters (docs/product.md §4).
 */
export async function loadListing(request: Request, context: AppLoadContext, route: RouteParams, lang: Lang) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const { query, filters, page } = listingQuery(url, route, lang);
  // A page number that is not one (`?page=-3`, `?page=0`, `?page=1.5`) goes to the page shown, so no canonical
  // URL ever names it.
  const pageParam = url.searchParams.get("page");
  if (pageParam !== null && (page === 0 || pageParam !== String(page))) throw redirect(hrefOnPage(url, page), 302);
  const [taxonomies, city, events, hotspot] = await Promise.all([
    listTaxonomies(env, { limit: 0, hidden: false }),
    route.city === undefined
      ? null
      : findEventCity(env.DB, route.city, lang).catch((error: unknown) => {
          console.error("city lookup failed", error);
          return CITY_UNCHECKED;
        }),
    listEvents(env.DB, query).catch((error: unknown) => {
      console.error("event listing failed", error);
      return null;
    }),
    filters.hotspot ? findHotspotBySlug(env, filters.hotspot).catch(() => null) : null,
  ]);
  const named = (type: "type" | "topic" | "momentum" | "pillar") =>
    taxonomies.data.filter((item) => item.type === type).map((item) => ({ slug: item.slug, name: item.name[lang] ?? item.name.fr ?? item.slug }));
  const types = named("type");
  const topics = named("topic");
  const routeTopic = route.topic ? topics.find((item) => item.slug === route.topic) : undefined;
  const routeType = route.type ? types.find((item) => item.slug === route.type) : undefined;
  if ((route.city !== undefined && !city) || (route.topic && !routeTopic) || (route.type && !routeType)) {
    return null;
  }
  const cityName = route.city !== undefined && city ? cityHeadingName(route.city, [city.lang_name, city.own_name]) : undefined;
  // Filters the site links to by URL (a momentum's page, a pillar, a place): the heading names them too.
  const nameOf = (type: "momentum" | "pillar", slug: string | undefined) => (slug ? (named(type).find((item) => item.slug === slug)?.name ?? slug) : undefined);
  const total = events?.total ?? 0;
  const dateIntl = makeIntl(lang, {});
  // Past LISTING_TOTAL_CAP matches the total is the cap and the pages reach that far (docs/decisions/015).
  const pages = Math.ceil(total / LISTING_PAGE_SIZE);
  // A page past the last (or any page of nothing) goes to the last page there is (docs/product.md §4).
  if (events && page > 0 && page >= pages) throw redirect(hrefOnPage(url, Math.max(0, pages - 1)), 302);
  return {
    events: (events?.data ?? []).map((event) => toCardJson(event, { lang, intl: dateIntl })),
    total,
    totalCapped: events?.totalCapped ?? false,
    pages,
    page,
    filters,
    failed: events === null,
    types,
    topics,
    heading: {
      city: cityName,
      topic: routeTopic?.name,
      type: routeType?.name,
      momentum: nameOf("momentum", filters.momentum),
      pillar: nameOf("pillar", filters.pillar),
      hotspot: filters.hotspot ? (hotspot?.name[lang] ?? hotspot?.name.fr ?? filters.hotspot) : undefined,
      country: filters.countryCode && !(filters.lat && filters.lng) ? countryNames(filters.countryCode, lang) : undefined,
    },
    now: new Date().toISOString(),
    feedSearch: listingFeedSearch(query, filters.from),
  };
}
