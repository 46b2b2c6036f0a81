/** A view of a page-builder page: one `analytics_events` row `builder:view` with its path. */
export async function insertPageView(db: D1Database, path: string) {
  await db
    .prepare("INSERT INTO analytics_events (name, data) VALUES ('builder:view', ?)")
    .bind(JSON.stringify({ slug: path }))
    .run();
}
