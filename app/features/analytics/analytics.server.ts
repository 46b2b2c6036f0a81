import type { AnalyticsBody } from "./analytics.schema";
import { insertAnalyticsEvents } from "./analytics.db.server";

/**
 * Consented analytics events (docs/product.md §4 "Analytics"): recorded in D1, the local default of the
 * Matomo adapter (docs/architecture.md §3).
 */
export function recordAnalyticsEvents(db: D1Database, events: AnalyticsBody["events"]) {
  return insertAnalyticsEvents(db, events);
}
