/** A tracking row as D1 stores it: a name, its data, and when (the server's time unless given). */
export type TrackingRow = { name: string; data: Record<string, unknown>; at?: string };

/**
 * Records tracking rows in one batch (one transaction). A time given by the browser is kept, but never later than
 * the server's: a date in the future would keep a row past its retention.
 */
export async function insertTrackingRows(db: D1Database, rows: TrackingRow[]): Promise<void> {
  if (rows.length === 0) return;
  const insert = db.prepare(
    "INSERT INTO analytics_events (name, data, created_at) VALUES (?1, ?2, min(coalesce(?3, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))",
  );
  await db.batch(rows.map((row) => insert.bind(row.name, JSON.stringify(row.data), row.at ?? null)));
}

/** One chunk of analytics events recorded before ?1 (ISO time), at most ?2 rows, oldest first: a range of analytics_events_by_time. */
export const PRUNE_ANALYTICS_SQL = `DELETE FROM analytics_events WHERE id IN (
  SELECT id FROM analytics_events WHERE created_at < ?1 ORDER BY created_at LIMIT ?2)`;

/** Deletes one chunk of analytics events recorded before `before`; how many rows went. */
export async function deleteAnalyticsEventsBefore(db: D1Database, before: Date, limit: number): Promise<number> {
  const { meta } = await db.prepare(PRUNE_ANALYTICS_SQL).bind(before.toISOString(), limit).run();
  return meta.changes;
}
