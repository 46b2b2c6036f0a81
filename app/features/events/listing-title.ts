import type { AppIntl } from "~/i18n/intl";

/** The listing's heading from its route: a city, a topic, both, a type, or all events. */
export function listingTitle(intl: AppIntl, { city, topic, type }: { city?: string; topic?: string; type?: string }) {
  if (city && topic) return intl.formatMessage({ id: "listing.cityTopicTitle" }, { city, topic });
  if (city) return intl.formatMessage({ id: "listing.cityTitle" }, { city });
  if (topic) return intl.formatMessage({ id: "listing.topicTitle" }, { topic });
  if (type) return intl.formatMessage({ id: "listing.typeTitle" }, { type });
  return intl.formatMessage({ id: "events.title" });
}
