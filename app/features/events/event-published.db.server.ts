/**
 * When each of these events was published (created), by id: the `pubDate` of a feed's items. One indexed
 * read by primary key for the ids of a feed's page.
 */
export async function eventPublishedDates(db: D1Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare("SELECT id, created_at FROM events WHERE id IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(ids))
    .all<{ id: string; created_at: string }>();
  return new Map(results.map((row) => [row.id, row.created_at]));
}
