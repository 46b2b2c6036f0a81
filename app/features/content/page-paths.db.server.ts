/**
 * The paths of the page builder's pages that are published, targeted at one path and inside their schedule
 * now. Served by builder_entries_by_path (model, url_path, published).
 */
export async function listPublishedPagePaths(db: D1Database, now = new Date()): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT url_path FROM builder_entries
       WHERE model = 'page' AND url_path IS NOT NULL AND published = 'published'
         AND (start_date IS NULL OR start_date <= ?1) AND (end_date IS NULL OR end_date > ?1)
       ORDER BY url_path LIMIT 500`,
    )
    .bind(now.toISOString())
    .all<{ url_path: string }>();
  return results.map((row) => row.url_path);
}
