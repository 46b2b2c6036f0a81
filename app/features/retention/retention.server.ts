import { millisecondsInDay } from "date-fns/constants";
import { deleteAnalyticsEventsBefore } from "~/features/analytics/analytics.db.server";
import { deleteRateLimitsBefore } from "~/features/rate-limit/rate-limit.db.server";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";

/**
 * How long analytics events are kept (docs/architecture.md §2 "Retention"): 400 days, a year of comparison
 * plus a month, within the 25 months the CNIL allows for audience measurement.
 */
export const ANALYTICS_RETENTION_DAYS = 400;

/** A rate-limit row is dead once the longest window of RATE_LIMITS has passed since it opened: no limit reads it again. */
export const RATE_LIMIT_RETENTION_MS = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds)) * 1000;

/** Rows one DELETE removes at most: each chunk is a short transaction, so requests never wait long for the writer. */
export const PRUNE_CHUNK_ROWS = 1000;

/** Chunks one run deletes at most per table (200,000 rows): what is left goes at the next run. */
const PRUNE_MAX_CHUNKS = 200;

/** Deletes chunks with `deleteChunk` until one comes back short (nothing older is left) or the run's share is used. */
export async function pruneInChunks(deleteChunk: (limit: number) => Promise<number>): Promise<number> {
  let deleted = 0;
  for (let chunk = 0; chunk < PRUNE_MAX_CHUNKS; chunk++) {
    const changes = await deleteChunk(PRUNE_CHUNK_ROWS);
    deleted += changes;
    if (changes < PRUNE_CHUNK_ROWS) break;
  }
  return deleted;
}

/**
 * The daily retention run (the Cron Trigger of workers/scheduled.ts): analytics events older than
 * ANALYTICS_RETENTION_DAYS and rate-limit rows whose window is over, as of `now`. Returns how many rows went.
 */
export async function pruneTrackingRows(db: D1Database, now: Date) {
  const analyticsBefore = new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * millisecondsInDay);
  const rateLimitsBefore = new Date(now.getTime() - RATE_LIMIT_RETENTION_MS);
  const analyticsEvents = await pruneInChunks((limit) => deleteAnalyticsEventsBefore(db, analyticsBefore, limit));
  const rateLimits = await pruneInChunks((limit) => deleteRateLimitsBefore(db, rateLimitsBefore, limit));
  return { analyticsEvents, rateLimits };
}
