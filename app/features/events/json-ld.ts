import type { Lang } from "~/i18n/locale";
import { STRUCTURED_DESCRIPTION_MAX, truncate } from "~/lib/seo";
import { coverUrl } from "./cover";
import { localize, type EventJson } from "./event-json";
import { placesLeft } from "./event-state";

const SCHEMA = "https://schema.org";

type Availability = "InStock" | "SoldOut" | "LimitedAvailability";

/** The public name of an organizer: their display name, else their first name (never the last name alone). */
export function organizerName(user: EventJson["user"][number]): string {
  return user.displayname ?? user.firstName ?? "";
}

/** Offer availability from the places left: none left is SoldOut, 1 to 9 LimitedAvailability (docs/product.md §5). */
export function offerAvailability(event: Pick<EventJson, "maxAttendees" | "attendeesCount" | "registerExternal">): Availability {
  const left = placesLeft(event);
  if (left === null || event.registerExternal) return "InStock";
  if (left === 0) return "SoldOut";
  return left <= 9 ? "LimitedAvailability" : "InStock";
}

function location(event: EventJson, lang: Lang, url: string) {
  if (event.visio) return { "@type": "VirtualLocation", url };
  const place = localize(event.address, lang, event.lang);
  const postal = {
    "@type": "PostalAddress",
    ...(place?.formattedAddress ? { streetAddress: place.formattedAddress } : {}),
    ...(place?.city ? { addressLocality: place.city } : {}),
    ...(place?.zipCode ? { postalCode: place.zipCode } : {}),
    ...(place?.region ? { addressRegion: place.region } : {}),
    ...(place?.countryCode ? { addressCountry: place.countryCode } : {}),
  };
  return {
    "@type": "Place",
    name: place?.name ?? place?.city ?? place?.formattedAddress ?? "",
    address: postal,
    ...(place?.lat !== undefined && place.lng !== undefined ? { geo: { "@type": "GeoCoordinates", latitude: place.lat, longitude: place.lng } } : {}),
  };
}

/**
 * The schema.org Event of an event page. Registration on Rendez-vous is free, so its offer has price 0;
 * an external registration's price is unknown and left out.
 */
export function eventJsonLd(event: EventJson, { lang, url, siteUrl }: { lang: Lang; url: string; siteUrl: string }) {
  const text = localize(event.descriptionText, lang, event.lang);
  const organizers = event.user.map(organizerName).filter(Boolean);
  return {
    "@context": SCHEMA,
    "@type": "Event",
    name: localize(event.title, lang, event.lang) ?? event.slug,
    url,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: `${SCHEMA}/${event.status === "cancelled" ? "EventCancelled" : "EventScheduled"}`,
    eventAttendanceMode: `${SCHEMA}/${event.visio ? "OnlineEventAttendanceMode" : "OfflineEventAttendanceMode"}`,
    location: location(event, lang, url),
    image: [new URL(coverUrl(localize(event.cover, lang, event.lang)?.url), siteUrl).toString()],
    ...(text ? { description: truncate(text, STRUCTURED_DESCRIPTION_MAX) } : {}),
    ...(organizers.length > 0 ? { organizer: organizers.map((name) => ({ "@type": "Person", name })) } : {}),
    offers: {
      "@type": "Offer",
      url,
      availability: `${SCHEMA}/${offerAvailability(event)}`,
      ...(event.registerExternal ? {} : { price: 0, priceCurrency: "EUR" }),
    },
  };
}
