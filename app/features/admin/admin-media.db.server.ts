import * as v from "valibot";
import { likePattern } from "./like-pattern";
import { MediaRowSchema } from "./admin.schema";

/** Most images one answer lists, newest first. */
export const MEDIA_LIMIT = 200;

/**
 * Whether an entry `e` uses the image at `url`: its content (live, staged, A/B variations) or any of its versions
 * holds the URL, so a version restored later never shows a deleted image.
 */
const usedIn = (url: string) =>
  `(instr(e.data, ${url}) > 0 OR instr(e.variations, ${url}) > 0 OR instr(coalesce(e.draft, ''), ${url}) > 0
    OR EXISTS (SELECT 1 FROM entry_versions v WHERE v.entry_id = e.id AND instr(v.entry, ${url}) > 0))`;

const COLUMNS = `m.id, m.url, m.name, m.alt, m.width, m.height, m.bytes, m.created_at,
  (SELECT count(*) FROM builder_entries e WHERE ${usedIn("m.url")}) AS uses`;

/** The library's images, newest first, with how many entries use each; by a part of the name or the alt text. */
export async function listMedia(db: D1Database, search: string) {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM media_images m WHERE ?1 = '' OR m.name LIKE ?2 ESCAPE '\\' OR m.alt LIKE ?2 ESCAPE '\\'
       ORDER BY m.created_at DESC, m.id DESC LIMIT ${MEDIA_LIMIT}`,
    )
    .bind(search, likePattern(search))
    .all();
  return results.map((row) => v.parse(MediaRowSchema, row));
}

export async function findMedia(db: D1Database, id: string) {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM media_images m WHERE m.id = ?`).bind(id).first();
  return row ? v.parse(MediaRowSchema, row) : null;
}

/** The entries that use an image, by name. */
export async function listMediaUses(db: D1Database, url: string) {
  const { results } = await db
    .prepare(`SELECT e.id, e.name, e.model FROM builder_entries e WHERE ${usedIn("?1")} ORDER BY e.name LIMIT 100`)
    .bind(url)
    .all();
  return results.map((row) => v.parse(v.object({ id: v.string(), name: v.string(), model: v.string() }), row));
}

export function insertMediaStatement(
  db: D1Database,
  media: { id: string; url: string; name: string; alt: string; width: number; height: number; bytes: number; createdBy: string },
) {
  return db
    .prepare("INSERT INTO media_images (id, url, name, alt, width, height, bytes, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(media.id, media.url, media.name, media.alt, media.width, media.height, media.bytes, media.createdBy);
}

/** Changes an image's texts; a row left as it was counts as no change (so no audit row follows it). */
export function updateMediaStatement(db: D1Database, id: string, { alt, name }: { alt: string; name?: string }) {
  return db
    .prepare("UPDATE media_images SET alt = ?2, name = coalesce(?3, name) WHERE id = ?1 AND (alt IS NOT ?2 OR name IS NOT coalesce(?3, name))")
    .bind(id, alt, name ?? null);
}

/** Deletes an image's row only while no entry uses it (checked in the same statement, so a save meanwhile wins). */
export function deleteUnusedMediaStatement(db: D1Database, id: string) {
  return db
    .prepare(`DELETE FROM media_images WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM builder_entries e WHERE ${usedIn("media_images.url")}) RETURNING url`)
    .bind(id);
}
