import type { AnalyticsBody } from "./analytics.schema";
import { recordTracking, type TrackingStore } from "./tracking.server";

/**
 * Consented analytics events (docs/product.md §4 "Analytics"): the local default of the Matomo adapter
 * (docs/architecture.md §3), recorded where tracking goes (tracking.server.ts), at the browser's time.
 */
export function recordAnalyticsEvents(store: TrackingStore, events: AnalyticsBody["events"]) {
  return recordTracking(
    store,
    events.map((event) => ({ name: event.name, data: event.data, at: new Date(event.at).toISOString() })),
  );
}
