import * as v from "valibot";
import { publicEventTerms } from "~/features/events/event-visibility.db.server";
import { EVENT_COLUMNS, EVENT_JOINS } from "~/features/events/events.db.server";
import { EventRowSchema } from "~/features/events/events.schema";
import { toEventJson } from "~/features/events/to-event-json";
import { ArticleRowSchema, toArticleJson } from "~/features/media/media.db.server";

/** Reads by key for page-builder blocks and the builder proxy: articles and events named by editors. */

const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");

/**
 * Published articles whose id, page-builder entry id (`builderId`, what a content reference names) or slug
 * is one of `keys`. At most 100 keys.
 */
export async function findArticlesByKeys(db: D1Database, keys: string[]) {
  if (keys.length === 0) return [];
  const list = placeholders(keys.length);
  const { results } = await db
    .prepare(
      `SELECT a.id, a.builder_id, a.slug, a.lang, a.category, a.media, a.title, a.description_courte, a.image,
        a.count, a.first_published, t.slug AS thematique_slug
      FROM articles a LEFT JOIN taxonomies t ON t.id = a.thematique_id
      WHERE a.published = 1 AND (a.id IN (${list}) OR a.builder_id IN (${list}) OR a.slug IN (${list}))`,
    )
    .bind(...keys, ...keys, ...keys)
    .all();
  return results.map((row) => toArticleJson(v.parse(ArticleRowSchema, row)));
}

/** Public, non-draft events whose slug or id is one of `keys`. At most 100 keys. */
export async function findEventsByKeys(db: D1Database, keys: string[]) {
  if (keys.length === 0) return [];
  const list = placeholders(keys.length);
  const { results } = await db
    .prepare(
      `SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS}
      WHERE ${publicEventTerms()} AND (e.slug IN (${list}) OR e.id IN (${list}))`,
    )
    .bind(...keys, ...keys)
    .all();
  return results.map((row) => toEventJson(v.parse(EventRowSchema, row)));
}

/** The media library's text alternatives of these image URLs (migrations/0028), by URL; those not in it are left out. */
export async function findImageAlts(db: D1Database, urls: string[]): Promise<Record<string, string>> {
  const { results } = await db
    .prepare(`SELECT url, alt FROM media_images WHERE url IN (${placeholders(urls.length)})`)
    .bind(...urls)
    .all();
  return Object.fromEntries(
    results.map((row) => {
      const { url, alt } = v.parse(v.object({ url: v.string(), alt: v.string() }), row);
      return [url, alt];
    }),
  );
}
