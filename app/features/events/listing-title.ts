import type { AppIntl } from "~/i18n/intl";
import { INTL_LOCALE, type Lang } from "~/i18n/locale";

/**
 * What a listing's heading names: its route (city, topic, type), the filter a link brought (momentum, pillar,
 * hotspot) or the country chosen in the place filter.
 */
export type ListingHeading = { city?: string; topic?: string; type?: string; momentum?: string; pillar?: string; hotspot?: string; country?: string };

/** The names of the countries of a `countryCode` filter ("FR", or "US,CA,MX" for a region) in `lang`: "Canada, États-Unis et Mexique". */
export function countryNames(codes: string, lang: Lang): string {
  const names = new Intl.DisplayNames([INTL_LOCALE[lang]], { type: "region" });
  const list = codes
    .split(",")
    .filter((code) => /^[A-Za-z]{2}$/.test(code))
    .map((code) => names.of(code.toUpperCase()) ?? code.toUpperCase());
  return new Intl.ListFormat(INTL_LOCALE[lang], { type: "conjunction" }).format(list);
}

/** The listing's heading: a city, a topic, both, a type, a momentum, a pillar, a place, or all events. */
export function listingTitle(intl: AppIntl, { city, topic, type, momentum, pillar, hotspot, country }: ListingHeading) {
  if (city && topic) return intl.formatMessage({ id: "listing.cityTopicTitle" }, { city, topic });
  if (city) return intl.formatMessage({ id: "listing.cityTitle" }, { city });
  if (topic) return intl.formatMessage({ id: "listing.topicTitle" }, { topic });
  if (type) return intl.formatMessage({ id: "listing.typeTitle" }, { type });
  if (momentum) return intl.formatMessage({ id: "listing.momentumTitle" }, { momentum });
  if (pillar) return intl.formatMessage({ id: "listing.pillarTitle" }, { pillar });
  if (hotspot) return intl.formatMessage({ id: "listing.cityTitle" }, { city: hotspot });
  if (country) return intl.formatMessage({ id: "listing.countryTitle" }, { country });
  return intl.formatMessage({ id: "events.title" });
}
