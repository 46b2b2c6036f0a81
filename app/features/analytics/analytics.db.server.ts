import type { AnalyticsBody } from "./analytics.schema";

/**
 * Records consented analytics events in one batch (the local default of the Matomo adapter). The time is the
 * browser's, but never later than the server's: a date in the future would keep a row past its retention.
 */
export async function insertAnalyticsEvents(db: D1Database, events: AnalyticsBody["events"]): Promise<void> {
  const insert = db.prepare("INSERT INTO analytics_events (name, data, created_at) VALUES (?1, ?2, min(?3, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))");
  await db.batch(events.map((event) => insert.bind(event.name, JSON.stringify(event.data), new Date(event.at).toISOString())));
}

/** One chunk of analytics events recorded before ?1 (ISO time), at most ?2 rows, oldest first: a range of analytics_events_by_time. */
export const PRUNE_ANALYTICS_SQL = `DELETE FROM analytics_events WHERE id IN (
  SELECT id FROM analytics_events WHERE created_at < ?1 ORDER BY created_at LIMIT ?2)`;

/** Deletes one chunk of analytics events recorded before `before`; how many rows went. */
export async function deleteAnalyticsEventsBefore(db: D1Database, before: Date, limit: number): Promise<number> {
  const { meta } = await db.prepare(PRUNE_ANALYTICS_SQL).bind(before.toISOString(), limit).run();
  return meta.changes;
}
