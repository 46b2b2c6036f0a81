import { insertTrackingRows, type TrackingRow } from "./analytics.db.server";
import { EVENT_PAGE_VIEW } from "./event-page-view";

/**
 * Where tracking goes (docs/decisions/034-tracking-on-analytics-engine.md): Workers Analytics Engine when the
 * `TRACKING` dataset is bound (production), D1's `analytics_events` otherwise (the local default). The rows the
 * product reads back stay in D1 either way: the event pages' views, which the organizer's dashboard counts.
 */
export type TrackingStore = { DB: D1Database; TRACKING?: AnalyticsEngineDataset };

/** Names the product reads back from D1. */
const READ_BACK = new Set<string>([EVENT_PAGE_VIEW]);

/** Analytics Engine's limits: an index of 96 bytes, blobs of 16 KB together. Data longer than this is cut. */
const INDEX_MAX_CHARACTERS = 32;
const DATA_MAX_CHARACTERS = 5_000;

/**
 * One data point per row: the name as its index (what a query groups and samples by) and first blob, its data as
 * JSON in the second, its time (milliseconds) as its double.
 */
export function dataPointOf(row: TrackingRow, now = Date.now()): AnalyticsEngineDataPoint {
  const at = Math.min(row.at ? Date.parse(row.at) : now, now);
  return { indexes: [row.name.slice(0, INDEX_MAX_CHARACTERS)], blobs: [row.name, JSON.stringify(row.data).slice(0, DATA_MAX_CHARACTERS)], doubles: [at] };
}

/** Records tracking rows where they belong (above). */
export async function recordTracking(store: TrackingStore, rows: TrackingRow[]): Promise<void> {
  const engine = store.TRACKING;
  if (!engine) return insertTrackingRows(store.DB, rows);
  const now = Date.now();
  // writeDataPoint does not wait: the points leave with the request.
  for (const row of rows) if (!READ_BACK.has(row.name)) engine.writeDataPoint(dataPointOf(row, now));
  await insertTrackingRows(
    store.DB,
    rows.filter((row) => READ_BACK.has(row.name)),
  );
}
