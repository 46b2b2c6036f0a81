import * as v from "valibot";
import { likePattern } from "./like-pattern";
import { AdminEventRowSchema, AdminUserRowSchema } from "./admin.schema";

const EVENT_COLUMNS = "e.id, e.slug, coalesce(t.title, e.slug) AS title, e.status, e.private, e.start_date";

/** Events by title or slug (any language), latest start first; at most 50. */
export async function listEventsForModeration(db: D1Database, search: string, { publicOnly = false }: { publicOnly?: boolean } = {}) {
  const { results } = await db
    .prepare(
      `SELECT ${EVENT_COLUMNS} FROM events e LEFT JOIN event_translations t ON t.event_id = e.id AND t.lang = e.lang
       WHERE (?1 = '' OR e.slug LIKE ?2 ESCAPE '\\' OR EXISTS (SELECT 1 FROM event_translations s WHERE s.event_id = e.id AND s.title LIKE ?2 ESCAPE '\\'))
         AND (?3 = 0 OR e.private = 0)
       ORDER BY e.start_date DESC LIMIT 50`,
    )
    .bind(search, likePattern(search), publicOnly ? 1 : 0)
    .all();
  return results.map((row) => v.parse(AdminEventRowSchema, row));
}

export async function findEventForModeration(db: D1Database, id: string) {
  const row = await db
    .prepare(`SELECT ${EVENT_COLUMNS} FROM events e LEFT JOIN event_translations t ON t.event_id = e.id AND t.lang = e.lang WHERE e.id = ?`)
    .bind(id)
    .first();
  return row ? v.parse(AdminEventRowSchema, row) : null;
}

/** What the page cache needs to forget an event's listings (workers/api/event-page-cache.ts). */
export async function findEventListingKeys(db: D1Database, id: string) {
  const row = await db
    .prepare(
      `SELECT e.slug, e.city_slug, topic.slug AS topic, type.slug AS type, e.series_id FROM events e
       LEFT JOIN taxonomies topic ON topic.id = e.topic_id LEFT JOIN taxonomies type ON type.id = e.type_id WHERE e.id = ?`,
    )
    .bind(id)
    .first();
  const keys = v.parse(
    v.object({
      slug: v.string(),
      city_slug: v.nullable(v.string()),
      topic: v.nullable(v.string()),
      type: v.nullable(v.string()),
      series_id: v.nullable(v.string()),
    }),
    row,
  );
  return { slug: keys.slug, citySlug: keys.city_slug, topic: keys.topic, type: keys.type, seriesId: keys.series_id };
}

/** Hides (private) or shows an event again. */
export function setEventPrivateStatement(db: D1Database, id: string, hidden: boolean) {
  return db.prepare("UPDATE events SET private = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(hidden ? 1 : 0, id);
}

const USER_COLUMNS = "id, email, role, active, blocked, display_name, created_at";

/** Accounts by address or name, newest first; at most 50. */
export async function listUsersForModeration(db: D1Database, search: string) {
  const { results } = await db
    .prepare(
      `SELECT ${USER_COLUMNS} FROM users WHERE ?1 = '' OR email LIKE ?2 ESCAPE '\\' OR display_name LIKE ?2 ESCAPE '\\'
       ORDER BY created_at DESC LIMIT 50`,
    )
    .bind(search, likePattern(search))
    .all();
  return results.map((row) => v.parse(AdminUserRowSchema, row));
}

export async function findUserForModeration(db: D1Database, id: string) {
  const row = await db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).bind(id).first();
  return row ? v.parse(AdminUserRowSchema, row) : null;
}

export function setRoleStatement(db: D1Database, id: string, role: string) {
  return db.prepare("UPDATE users SET role = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(role, id);
}

/** Blocks or unblocks an account; blocking also ends every session of it (its refresh-token families). */
export function setBlockedStatements(db: D1Database, id: string, blocked: boolean) {
  const flag = db.prepare("UPDATE users SET blocked = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(blocked ? 1 : 0, id);
  if (!blocked) return [flag];
  const revoke = db.prepare("UPDATE refresh_tokens SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE user_id = ? AND revoked_at IS NULL").bind(id);
  return [flag, revoke];
}
