import * as v from "valibot";
import { EVENT_COLUMNS, EVENT_JOINS } from "~/features/events/events.db.server";
import { EventRowSchema } from "~/features/events/events.schema";
import { visibleEventTerms } from "~/features/events/event-visibility.db.server";
import { ArticleRowSchema } from "~/features/media/media.db.server";
import { userNo } from "~/lib/compact-keys";
import { LikeRowSchema, type Like, type LikeTarget } from "./likes.schema";

/**
 * The rows a like may point at: an event user ?1 may see (docs/product.md §6 "Who sees an event"), a
 * published article, a topic.
 */
const TARGETS: Record<LikeTarget, string> = {
  event: `SELECT e.id FROM events e WHERE e.id = ?3 AND ${visibleEventTerms("e", "?1")}`,
  article: "SELECT id FROM articles WHERE id = ?3 AND published = 1",
  topic: "SELECT id FROM taxonomies WHERE id = ?3 AND type = 'topic'",
};

/** Whether the like exists and its target is still one a like may point at (a like kept from before does not reveal a hidden event). */
const liked = (type: LikeTarget) =>
  `SELECT EXISTS (${TARGETS[type]}) AND EXISTS (SELECT 1 FROM likes WHERE user_no = ${userNo("?1")} AND target_type = ?2 AND target_id = ?3) AS liked`;

/** Every like of a user, most recent first. */
export async function listLikeRows(db: D1Database, userId: string) {
  const { results } = await db
    .prepare(`SELECT target_type, target_id FROM likes WHERE user_no = ${userNo("?1")} ORDER BY created_at DESC, target_id`)
    .bind(userId)
    .all();
  return results.map((row) => v.parse(LikeRowSchema, row));
}

/** Which of `eventIds` the user likes (one statement, the ids passed as one JSON array). */
export async function findLikedEventIds(db: D1Database, userId: string, eventIds: string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare(`SELECT target_id FROM likes WHERE user_no = ${userNo("?1")} AND target_type = 'event' AND target_id IN (SELECT value FROM json_each(?2))`)
    .bind(userId, JSON.stringify(eventIds))
    .all();
  return new Set(results.map((row) => v.parse(v.object({ target_id: v.string() }), row).target_id));
}

/** Likes an existing target (idempotent) and says whether the like now exists: false when there is no such target. */
export async function insertLike(db: D1Database, userId: string, { type, id }: Like): Promise<boolean> {
  const [, answer] = await db.batch([
    db
      .prepare(`INSERT INTO likes (user_no, target_type, target_id) SELECT ${userNo("?1")}, ?2, id FROM (${TARGETS[type]}) WHERE true ON CONFLICT DO NOTHING`)
      .bind(userId, type, id),
    db.prepare(liked(type)).bind(userId, type, id),
  ]);
  return v.parse(v.object({ liked: v.number() }), answer?.results[0]).liked === 1;
}

export async function deleteLike(db: D1Database, userId: string, { type, id }: Like) {
  await db
    .prepare(`DELETE FROM likes WHERE user_no = ${userNo("?1")} AND target_type = ?2 AND target_id = ?3`)
    .bind(userId, type, id)
    .run();
}

/** The most likes a favorites list shows. */
const LIKED_LIST_LIMIT = 200;

/** The events the user liked and may still see (a public event made private since is left out), most recent like first. */
export async function listLikedEventRows(db: D1Database, userId: string) {
  const { results } = await db
    .prepare(
      `SELECT ${EVENT_COLUMNS} FROM likes l JOIN events e ON e.id = l.target_id ${EVENT_JOINS}
       WHERE l.user_no = ${userNo("?1")} AND l.target_type = 'event' AND ${visibleEventTerms("e", "?1")}
       ORDER BY l.created_at DESC, l.target_id LIMIT ?2`,
    )
    .bind(userId, LIKED_LIST_LIMIT)
    .all();
  return results.map((row) => v.parse(EventRowSchema, row));
}

/** The published articles the user liked, most recent like first. */
export async function listLikedArticleRows(db: D1Database, userId: string) {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.builder_id, a.slug, a.lang, a.category, a.media, a.title, a.description_courte, a.image,
         a.count, a.first_published, t.slug AS thematique_slug
       FROM likes l JOIN articles a ON a.id = l.target_id LEFT JOIN taxonomies t ON t.id = a.thematique_id
       WHERE l.user_no = ${userNo("?1")} AND l.target_type = 'article' AND a.published = 1
       ORDER BY l.created_at DESC, l.target_id LIMIT ?2`,
    )
    .bind(userId, LIKED_LIST_LIMIT)
    .all();
  return results.map((row) => v.parse(ArticleRowSchema, row));
}
