import type { AppIntl } from "~/i18n/intl";

/** What a listing's heading names: its route (city, topic, type) or the filter a link brought (momentum, pillar, hotspot). */
export type ListingHeading = { city?: string; topic?: string; type?: string; momentum?: string; pillar?: string; hotspot?: string };

/** The listing's heading: a city, a topic, both, a type, a momentum, a pillar, a place, or all events. */
export function listingTitle(intl: AppIntl, { city, topic, type, momentum, pillar, hotspot }: ListingHeading) {
  if (city && topic) return intl.formatMessage({ id: "listing.cityTopicTitle" }, { city, topic });
  if (city) return intl.formatMessage({ id: "listing.cityTitle" }, { city });
  if (topic) return intl.formatMessage({ id: "listing.topicTitle" }, { topic });
  if (type) return intl.formatMessage({ id: "listing.typeTitle" }, { type });
  if (momentum) return intl.formatMessage({ id: "listing.momentumTitle" }, { momentum });
  if (pillar) return intl.formatMessage({ id: "listing.pillarTitle" }, { pillar });
  if (hotspot) return intl.formatMessage({ id: "listing.cityTitle" }, { city: hotspot });
  return intl.formatMessage({ id: "events.title" });
}
