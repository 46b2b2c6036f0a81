/** One chunk of rate-limit rows whose window opened before ?1 (Unix seconds), at most ?2 rows: a range of rate_limits_by_window. */
export const PRUNE_RATE_LIMITS_SQL = `DELETE FROM rate_limits WHERE rowid IN (
  SELECT rowid FROM rate_limits WHERE window_start < ?1 ORDER BY window_start LIMIT ?2)`;

/** Deletes one chunk of rate-limit rows whose window opened before `before`; how many rows went. */
export async function deleteRateLimitsBefore(db: D1Database, before: Date, limit: number): Promise<number> {
  const { meta } = await db
    .prepare(PRUNE_RATE_LIMITS_SQL)
    .bind(Math.floor(before.getTime() / 1000), limit)
    .run();
  return meta.changes;
}
