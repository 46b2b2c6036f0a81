import type { AnalyticsBody } from "./analytics.schema";

/** Records consented analytics events in one batch (the local default of the Matomo adapter). */
export async function insertAnalyticsEvents(db: D1Database, events: AnalyticsBody["events"]): Promise<void> {
  const insert = db.prepare("INSERT INTO analytics_events (name, data, created_at) VALUES (?, ?, ?)");
  await db.batch(events.map((event) => insert.bind(event.name, JSON.stringify(event.data), new Date(event.at).toISOString())));
}
