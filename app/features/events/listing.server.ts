import type { AppLoadContext } from "react-router";
import { throwErrorPage } from "~/features/content/error-content.server";
import { listTaxonomies } from "~/features/taxonomies/taxonomies.server";
import type { Lang } from "~/i18n/locale";
import { toCardJson } from "./card-json";
import { listEvents } from "./events.server";
import { LISTING_PAGE_SIZE, listingQuery } from "./listing-query";

type RouteParams = { city?: string; topic?: string; type?: string };

/**
 * Everything the event listing shows: the page of events for the URL's filters, the types and topics of
 * the filter bar, and the names of the route's city/topic/type. An unknown topic or type is a 404; a
 * failing event query answers `failed` so the screen resets its filters (docs/product.md §4).
 */
export async function loadListing(request: Request, context: AppLoadContext, route: RouteParams, lang: Lang) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const { query, filters, page } = listingQuery(url, route, lang);
  const [taxonomies, events] = await Promise.all([
    listTaxonomies(env, { limit: 0, hidden: false }),
    listEvents(env.DB, query).catch((error: unknown) => {
      console.error("event listing failed", error);
      return null;
    }),
  ]);
  const named = (type: "type" | "topic") =>
    taxonomies.data.filter((item) => item.type === type).map((item) => ({ slug: item.slug, name: item.name[lang] ?? item.name.fr ?? item.slug }));
  const types = named("type");
  const topics = named("topic");
  const routeTopic = route.topic ? topics.find((item) => item.slug === route.topic) : undefined;
  const routeType = route.type ? types.find((item) => item.slug === route.type) : undefined;
  if ((route.topic && !routeTopic) || (route.type && !routeType)) {
    return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang, nonce: context.nonce });
  }
  const cityEvent = route.city ? events?.data.find((event) => !event.visio) : undefined;
  const cityName = route.city ? (cityEvent?.address[lang]?.city ?? cityEvent?.address[cityEvent.lang]?.city ?? titleCase(route.city)) : undefined;
  return {
    events: (events?.data ?? []).map(toCardJson),
    total: events?.total ?? 0,
    pages: Math.ceil((events?.total ?? 0) / LISTING_PAGE_SIZE),
    page,
    filters,
    failed: events === null,
    types,
    topics,
    heading: { city: cityName, topic: routeTopic?.name, type: routeType?.name },
    now: new Date().toISOString(),
  };
}

function titleCase(slug: string) {
  return slug.replace(/(^|-)(\p{L})/gu, (_, dash: string, letter: string) => `${dash ? "-" : ""}${letter.toUpperCase()}`);
}
