import type { Lang } from "~/i18n/locale";
import { STRUCTURED_DESCRIPTION_MAX, truncate } from "~/lib/seo";
import type { AccessibilityFeature } from "./accessibility";
import { coverUrl } from "./cover";
import { localize, type EventJson } from "./event-json";
import { placesLeft } from "./event-state";

const SCHEMA = "https://schema.org";

type Availability = "InStock" | "SoldOut" | "LimitedAvailability";

/** The public name of an organizer: their display name, else their first name (never the last name alone). */
export function organizerName(user: EventJson["user"][number]): string {
  return user.displayname ?? user.firstName ?? "";
}

/**
 * Organizers who show a name that is not their own (an association's, a company's: 'Climat en Action' for
 * Juliette) organize for an Organization; a name with their first name in it, or none, is a Person's.
 */
export function organizerType(user: EventJson["user"][number]): "Person" | "Organization" {
  const shown = user.displayname?.trim().toLocaleLowerCase();
  if (!shown) return "Person";
  const first = user.firstName?.trim().toLocaleLowerCase();
  return first && shown.includes(first) ? "Person" : "Organization";
}

/**
 * The street part of an address: the first part of the formatted address ('3 rue Neuve' of '3 rue Neuve,
 * 69001 Lyon, France'), unless that part is only the city or the postcode.
 */
export function streetOf(place: { formattedAddress?: string; city?: string; zipCode?: string } | undefined): string | undefined {
  const parts = place?.formattedAddress?.split(",").map((part) => part.trim()) ?? [];
  const [first] = parts;
  if (!first || parts.length < 2 || first === place?.city || (place?.zipCode && first.includes(place.zipCode))) return undefined;
  return first;
}

/** Offer availability from the places left: none left is SoldOut, 1 to 9 LimitedAvailability (docs/product.md §5). */
export function offerAvailability(event: Pick<EventJson, "maxAttendees" | "attendeesCount" | "registerExternal">): Availability {
  const left = placesLeft(event);
  if (left === null || event.registerExternal) return "InStock";
  if (left === 0) return "SoldOut";
  return left <= 9 ? "LimitedAvailability" : "InStock";
}

/** The place features of an event as schema.org LocationFeatureSpecifications (docs/product.md §4 "Accessibility"). */
const PLACE_FEATURES: Partial<Record<AccessibilityFeature, string>> = {
  stepFree: "Step-free access (wheelchair accessible)",
  accessibleToilets: "Accessible toilets",
  inductionLoop: "Induction loop",
  quietSpace: "Quiet space",
};

function amenities(event: EventJson) {
  const features = event.accessibility.flatMap((feature) => {
    const name = PLACE_FEATURES[feature];
    return name ? [{ "@type": "LocationFeatureSpecification", name, value: true }] : [];
  });
  return features.length > 0 ? { amenityFeature: features } : {};
}

function location(event: EventJson, lang: Lang, url: string) {
  if (event.visio) return { "@type": "VirtualLocation", url };
  const place = localize(event.address, lang, event.lang);
  const postal = {
    "@type": "PostalAddress",
    ...(streetOf(place) ? { streetAddress: streetOf(place) } : {}),
    ...(place?.city ? { addressLocality: place.city } : {}),
    ...(place?.zipCode ? { postalCode: place.zipCode } : {}),
    ...(place?.region ? { addressRegion: place.region } : {}),
    ...(place?.countryCode ? { addressCountry: place.countryCode } : {}),
  };
  return {
    "@type": "Place",
    name: place?.name ?? place?.city ?? place?.formattedAddress ?? "",
    address: postal,
    ...amenities(event),
    ...(place?.lat !== undefined && place.lng !== undefined ? { geo: { "@type": "GeoCoordinates", latitude: place.lat, longitude: place.lng } } : {}),
  };
}

/**
 * The schema.org Event of an event page. Registration on Rendez-vous is free, so its offer has price 0;
 * an external registration's price is unknown and left out. A cancelled event has no offer: its eventStatus
 * says it all (an offer would read 'sold out').
 */
export function eventJsonLd(event: EventJson, { lang, url, siteUrl }: { lang: Lang; url: string; siteUrl: string }) {
  const text = localize(event.descriptionText, lang, event.lang);
  const organizers = event.user.flatMap((user) => (organizerName(user) ? [{ "@type": organizerType(user), name: organizerName(user) }] : []));
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
    ...(organizers.length > 0 ? { organizer: organizers } : {}),
    // schema.org's accessibility terms: sign language is the one of its vocabulary an event offers; the note
    // is the summary (the place's features are its amenityFeature).
    ...(event.accessibility.includes("signLanguage") ? { accessibilityFeature: ["signLanguage"] } : {}),
    ...(event.accessibilityNote ? { accessibilitySummary: event.accessibilityNote } : {}),
    ...(event.status === "cancelled"
      ? {}
      : {
          offers: {
            "@type": "Offer",
            url,
            availability: `${SCHEMA}/${offerAvailability(event)}`,
            ...(event.registerExternal ? {} : { price: 0, priceCurrency: "EUR" }),
          },
        }),
  };
}
