import * as v from "valibot";
import { publicEventTerms } from "~/features/events/event-visibility.db.server";
import { ResourceRowSchema, PlaylistRowSchema } from "~/features/collections/collections.schema";
import { EVENT_COLUMNS, EVENT_JOINS } from "~/features/events/events.db.server";
import { epochMs, FTS_ROWIDS_PER_MS, LISTING_TOTAL_CAP, placeholders, startsAfterSpan } from "~/features/events/event-listing.db.server";
import { eventTextMatch } from "~/features/events/event-text-match.db.server";
import { EventRowSchema } from "~/features/events/events.schema";
import { ArticleRowSchema } from "~/features/media/media.db.server";

/** A page of one group of hits: `limit` rows from `offset`. */
export type HitPage = { limit: number; offset: number };

const TotalSchema = v.object({ total: v.number() });

/**
 * Public events holding every one of `words` (from searchTerms): upcoming ones first, soonest first, then past
 * ones, latest first; and the total, exact up to LISTING_TOTAL_CAP. events_fts holds listed events' texts, its
 * rowids following start dates (migrations/0017, 0020), so each part reads its matches in that order and stops
 * after the page, and the count reads the index alone: the cost is the page's, not the number of matches
 * (docs/decisions/017-site-search-in-date-order.md, 020-search-reads-its-index-alone.md). Pages reach the first
 * LISTING_TOTAL_CAP matches, as the listing's do (decision 015).
 */
export async function searchEventRows(db: D1Database, words: string[], now: string, { limit, offset }: HitPage) {
  const reach = offset < LISTING_TOTAL_CAP ? limit : 0;
  // ?1 now, ?2 rows each part reads (the page's end), ?3 limit, ?4 offset, then the words' values.
  const pageValues = placeholders();
  for (const value of [now, reach + offset, reach, offset]) pageValues.bind(value);
  const match = `events_fts MATCH ${eventTextMatch(words, pageValues.bind)}`;
  const upcoming = `SELECT DISTINCT e.id, e.search_key FROM events_fts f CROSS JOIN events e ON e.search_key = f.rowid / 4
    WHERE ${match} AND f.rowid >= ${epochMs(startsAfterSpan("?1"))} * ${FTS_ROWIDS_PER_MS}
      AND coalesce(e.end_date, e.start_date) >= ?1 AND ${publicEventTerms()}`;
  const past = `SELECT DISTINCT e.id, e.search_key FROM events_fts f CROSS JOIN events e ON e.search_key = f.rowid / 4
    WHERE ${match} AND f.rowid < (${epochMs("?1")} + 1) * ${FTS_ROWIDS_PER_MS}
      AND coalesce(e.end_date, e.start_date) < ?1 AND ${publicEventTerms()}`;
  // Each part is cut in the order it was read: search keys follow start dates (ties by their slot), so a page
  // never repeats or skips an event of the page before.
  const order = "p.past, CASE WHEN p.past THEN NULL ELSE p.search_key END, p.search_key DESC";
  // Every listed event is upcoming or past: the count is the index's matches, one per event (rowid / 4 is its key).
  const countValues = placeholders();
  countValues.bind(LISTING_TOTAL_CAP + 1);
  const countMatch = `events_fts MATCH ${eventTextMatch(words, countValues.bind)}`;
  const [rows, counted] = await db.batch([
    db
      .prepare(
        `WITH hits AS (
          SELECT id, search_key, 0 AS past FROM (${upcoming} ORDER BY f.rowid LIMIT ?2)
          UNION ALL SELECT id, search_key, 1 AS past FROM (${past} ORDER BY f.rowid DESC LIMIT ?2)),
        page AS (SELECT * FROM hits p ORDER BY ${order} LIMIT ?3 OFFSET ?4)
        SELECT ${EVENT_COLUMNS} FROM page p JOIN events e ON e.id = p.id ${EVENT_JOINS} ORDER BY ${order}`,
      )
      .bind(...pageValues.params),
    db.prepare(`SELECT count(*) AS total FROM (SELECT DISTINCT f.rowid / 4 FROM events_fts f WHERE ${countMatch} LIMIT ?1)`).bind(...countValues.params),
  ]);
  const total = v.parse(TotalSchema, counted?.results[0]).total;
  return {
    rows: (rows?.results ?? []).map((row) => v.parse(EventRowSchema, row)),
    total: Math.min(total, LISTING_TOTAL_CAP),
    totalCapped: total > LISTING_TOTAL_CAP,
  };
}

// bm25() is lower for better matches; a title match weighs five times a match in the text. Ties (and
// equal relevance) go to the newest content.

/** Published articles matching `match`, by relevance then newest, and the total. */
export async function searchArticleRows(db: D1Database, match: string, { limit, offset }: HitPage) {
  const hits = `WITH hits AS (SELECT f.article_id AS id, bm25(articles_fts, 0, 5, 1) AS score FROM articles_fts f WHERE articles_fts MATCH ?1)`;
  const [rows, total] = await db.batch([
    db
      .prepare(
        `${hits} SELECT a.id, a.builder_id, a.slug, a.lang, a.category, a.media, a.title, a.description_courte, a.image, a.count,
          a.first_published, t.slug AS thematique_slug
        FROM hits h JOIN articles a ON a.id = h.id LEFT JOIN taxonomies t ON t.id = a.thematique_id
        WHERE a.published = 1 ORDER BY h.score, a.first_published DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(match, limit, offset),
    db.prepare(`${hits} SELECT count(*) AS total FROM hits h JOIN articles a ON a.id = h.id WHERE a.published = 1`).bind(match),
  ]);
  return { rows: (rows?.results ?? []).map((row) => v.parse(ArticleRowSchema, row)), total: v.parse(TotalSchema, total?.results[0]).total };
}

/** Published playlists of `lang` matching `match`, by relevance then latest update, and the total. */
export async function searchPlaylistRows(db: D1Database, match: string, lang: string, { limit, offset }: HitPage) {
  const hits = `WITH hits AS (SELECT f.playlist_id AS id, bm25(playlists_fts, 0, 0, 5, 1) AS score FROM playlists_fts f
    WHERE playlists_fts MATCH ?1 AND f.lang = ?2)`;
  const [rows, total] = await db.batch([
    db
      .prepare(
        `${hits} SELECT p.id, p.slug, p.lang, p.title, p.description, p.image, p.updated_at FROM hits h JOIN playlists p ON p.id = h.id
        WHERE p.published = 1 ORDER BY h.score, p.updated_at DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(match, lang, limit, offset),
    db.prepare(`${hits} SELECT count(*) AS total FROM hits h JOIN playlists p ON p.id = h.id WHERE p.published = 1`).bind(match, lang),
  ]);
  return { rows: (rows?.results ?? []).map((row) => v.parse(PlaylistRowSchema, row)), total: v.parse(TotalSchema, total?.results[0]).total };
}

/** Published resources of `lang` matching `match`, by relevance then latest update, and the total. */
export async function searchResourceRows(db: D1Database, match: string, lang: string, { limit, offset }: HitPage) {
  const hits = `WITH hits AS (SELECT f.resource_id AS id, bm25(resources_fts, 0, 0, 5, 1) AS score FROM resources_fts f
    WHERE resources_fts MATCH ?1 AND f.lang = ?2)`;
  const [rows, total] = await db.batch([
    db
      .prepare(
        `${hits} SELECT r.id, r.slug, r.lang, r.topic, x.name AS topic_name, r.kind, r.title, r.description, r.url, r.format, r.updated_at
        FROM hits h JOIN resources r ON r.id = h.id LEFT JOIN taxonomies x ON x.type = 'topic' AND x.slug = r.topic
        WHERE r.published = 1 ORDER BY h.score, r.updated_at DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(match, lang, limit, offset),
    db.prepare(`${hits} SELECT count(*) AS total FROM hits h JOIN resources r ON r.id = h.id WHERE r.published = 1`).bind(match, lang),
  ]);
  return { rows: (rows?.results ?? []).map((row) => v.parse(ResourceRowSchema, row)), total: v.parse(TotalSchema, total?.results[0]).total };
}
