import * as v from "valibot";
import { publicEventTerms } from "~/features/events/event-visibility.db.server";
import { EVENT_COLUMNS, EVENT_JOINS } from "~/features/events/events.db.server";
import { EventRowSchema } from "~/features/events/events.schema";
import { ArticleRowSchema, toArticleJson } from "~/features/media/media.db.server";
import { ActionRowSchema, PlaylistItemRowSchema, PlaylistRowSchema, RecoItemRowSchema, RecoRowSchema, ResourceRowSchema } from "./collections.schema";

// A collection is written once per language; a language without its own copy reads the French one
// (docs/architecture.md §6), which the page then marks lang="fr".
const IN_LANG = "lang IN (?2, 'fr') AND published = 1 ORDER BY lang = ?2 DESC LIMIT 1";

/** The published playlist `slug` in `lang` (else French) and its steps in order; null when there is none. */
export async function findPlaylist(db: D1Database, slug: string, lang: string) {
  const row = await db
    .prepare(`SELECT id, slug, lang, title, description, image, updated_at FROM playlists WHERE slug = ?1 AND ${IN_LANG}`)
    .bind(slug, lang)
    .first();
  if (!row) return null;
  const playlist = v.parse(PlaylistRowSchema, row);
  const [items, articles, events] = await db.batch([
    db.prepare("SELECT position, kind, ref, note FROM playlist_items WHERE playlist_id = ? ORDER BY position").bind(playlist.id),
    db
      .prepare(
        `SELECT a.id, a.builder_id, a.slug, a.lang, a.category, a.media, a.title, a.description_courte, a.image, a.count, a.first_published,
          t.slug AS thematique_slug FROM articles a LEFT JOIN taxonomies t ON t.id = a.thematique_id
        WHERE a.published = 1 AND a.slug IN (SELECT ref FROM playlist_items WHERE playlist_id = ? AND kind = 'article')`,
      )
      .bind(playlist.id),
    db
      .prepare(
        `SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS}
        WHERE ${publicEventTerms()} AND e.slug IN (SELECT ref FROM playlist_items WHERE playlist_id = ? AND kind = 'event')`,
      )
      .bind(playlist.id),
  ]);
  return {
    playlist,
    items: (items?.results ?? []).map((item) => v.parse(PlaylistItemRowSchema, item)),
    articles: (articles?.results ?? []).map((article) => toArticleJson(v.parse(ArticleRowSchema, article))),
    events: (events?.results ?? []).map((event) => v.parse(EventRowSchema, event)),
  };
}

/** The published recommendation page `slug` in `lang` (else French) and its items; null when there is none. */
export async function findReco(db: D1Database, slug: string, lang: string) {
  const row = await db.prepare(`SELECT id, slug, lang, title, intro, image, updated_at FROM recos WHERE slug = ?1 AND ${IN_LANG}`).bind(slug, lang).first();
  if (!row) return null;
  const reco = v.parse(RecoRowSchema, row);
  const { results } = await db
    .prepare("SELECT position, kind, title, author, description, url FROM reco_items WHERE reco_id = ? ORDER BY position")
    .bind(reco.id)
    .all();
  return { reco, items: results.map((item) => v.parse(RecoItemRowSchema, item)) };
}

/** The language whose copy of a table is read: `lang` when it has published rows, else French. */
function langOf(table: "resources" | "actions") {
  return `(CASE WHEN EXISTS (SELECT 1 FROM ${table} WHERE lang = ?1 AND published = 1) THEN ?1 ELSE 'fr' END)`;
}

/** Published resources in `lang` (else French), by position, with each topic's names. */
export async function listResourceRows(db: D1Database, lang: string) {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.slug, r.lang, r.topic, x.name AS topic_name, r.kind, r.title, r.description, r.url, r.format, r.updated_at
      FROM resources r LEFT JOIN taxonomies x ON x.type = 'topic' AND x.slug = r.topic
      WHERE r.lang = ${langOf("resources")} AND r.published = 1 ORDER BY r.position`,
    )
    .bind(lang)
    .all();
  return results.map((row) => v.parse(ResourceRowSchema, row));
}

/** Published actions in `lang` (else French), by pillar order then position, with each pillar's names. */
export async function listActionRows(db: D1Database, lang: string) {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, c.lang, c.pillar, x.name AS pillar_name, c.title, c.description, c.url, c.cta
      FROM actions c LEFT JOIN taxonomies x ON x.type = 'pillar' AND x.slug = c.pillar
      WHERE c.lang = ${langOf("actions")} AND c.published = 1 ORDER BY coalesce(x.sort_order, 0), c.pillar, c.position`,
    )
    .bind(lang)
    .all();
  return results.map((row) => v.parse(ActionRowSchema, row));
}
