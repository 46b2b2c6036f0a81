import * as v from "valibot";
import { publicEventTerms } from "~/features/events/event-visibility.db.server";
import { ResourceRowSchema, PlaylistRowSchema } from "~/features/collections/collections.schema";
import { EVENT_COLUMNS, EVENT_JOINS } from "~/features/events/events.db.server";
import { EventRowSchema } from "~/features/events/events.schema";
import { ArticleRowSchema } from "~/features/media/media.db.server";

/** A page of one group of hits: `limit` rows from `offset`. */
export type HitPage = { limit: number; offset: number };

const TotalSchema = v.object({ total: v.number() });

// bm25() is lower for better matches; a title match weighs five times a match in the text. Ties (and
// equal relevance) go to the newest content.

/**
 * Public events matching `match` (an FTS5 query from ftsMatch): upcoming ones first (by relevance, then
 * soonest), then past ones (by relevance, then latest), and the total. One row per event whatever the
 * languages that matched. The total rides on the page's rows (a window count), so the FTS query runs once;
 * only a page past the end counts again.
 */
export async function searchEventRows(db: D1Database, match: string, now: string, { limit, offset }: HitPage) {
  // bm25() cannot run inside an aggregate: the matches are materialized first, then grouped by event.
  const ranked = `WITH matches AS MATERIALIZED (
      SELECT f.event_id AS id, bm25(events_fts, 0, 0, 5, 1) AS score FROM events_fts f WHERE events_fts MATCH ?1),
    hits AS (SELECT id, min(score) AS score FROM matches GROUP BY id),
    ranked AS (
      SELECT e.id, e.start_date, coalesce(e.end_date, e.start_date) < ?2 AS past, h.score FROM hits h JOIN events e ON e.id = h.id
      WHERE ${publicEventTerms()})`;
  const order = "past, score, CASE WHEN past THEN NULL ELSE start_date END, start_date DESC";
  const { results } = await db
    .prepare(
      `${ranked}, page AS (SELECT id, past, score, start_date, count(*) OVER () AS total FROM ranked ORDER BY ${order} LIMIT ?3 OFFSET ?4)
      SELECT ${EVENT_COLUMNS}, p.total FROM page p JOIN events e ON e.id = p.id ${EVENT_JOINS}
      ORDER BY p.past, p.score, CASE WHEN p.past THEN NULL ELSE p.start_date END, p.start_date DESC`,
    )
    .bind(match, now, Math.max(limit, 1), offset)
    .all();
  const rows = results.map((row) => v.parse(EventRowSchema, row));
  const first = results[0];
  const total = first
    ? v.parse(TotalSchema, first).total
    : offset === 0
      ? 0
      : v.parse(TotalSchema, await db.prepare(`${ranked} SELECT count(*) AS total FROM ranked`).bind(match, now).first()).total;
  return { rows: rows.slice(0, limit), total };
}

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
