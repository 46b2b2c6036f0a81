import * as v from "valibot";
import { likePattern } from "./like-pattern";
import { CommentRowSchema, type CommentKind } from "./admin.schema";

/** Most comments one page of the moderation queue lists. */
export const COMMENTS_LIMIT = 100;

/** Each kind's rows in the queue's shape, with ?1 the state ('visible', 'hidden', 'all'), ?2 the search, ?3 its LIKE pattern. */
const QUEUES: Record<CommentKind, string> = {
  feedback: `SELECT 'feedback' AS kind, f.id, f.text, u.email AS author, f.rating, f.hidden, f.created_at, e.slug AS event_slug,
      coalesce(t.title, e.slug) AS event_title, NULL AS day
    FROM feedbacks f JOIN users u ON u.id = f.user_id JOIN events e ON e.id = f.event_id
      LEFT JOIN event_translations t ON t.event_id = e.id AND t.lang = e.lang
    WHERE f.text <> '' AND (?1 = 'all' OR f.hidden = (?1 = 'hidden'))
      AND (?2 = '' OR f.text LIKE ?3 ESCAPE '\\' OR u.email LIKE ?3 ESCAPE '\\')`,
  winner: `SELECT 'winner' AS kind, s.id, s.name AS text, u.email AS author, NULL AS rating, s.hidden, s.created_at, NULL AS event_slug,
      NULL AS event_title, s.day
    FROM game_scores s LEFT JOIN users u ON u.id = s.user_id
    WHERE s.winner = 1 AND s.name <> '' AND (?1 = 'all' OR s.hidden = (?1 = 'hidden'))
      AND (?2 = '' OR s.name LIKE ?3 ESCAPE '\\' OR u.email LIKE ?3 ESCAPE '\\')`,
};
const TABLES: Record<CommentKind, { table: string; alias: string }> = {
  feedback: { table: "feedbacks", alias: "f" },
  winner: { table: "game_scores", alias: "s" },
};

/**
 * The moderation queue of one kind, newest first (by rowid: the order rows were written, read from the table's
 * own b-tree, so no index is needed; a rewritten feedback keeps its place), at most COMMENTS_LIMIT.
 */
export async function listComments(db: D1Database, { kind, state, search }: { kind: CommentKind; state: string; search: string }) {
  const { alias } = TABLES[kind];
  const { results } = await db.prepare(`${QUEUES[kind]} ORDER BY ${alias}.rowid DESC LIMIT ${COMMENTS_LIMIT}`).bind(state, search, likePattern(search)).all();
  return results.map((row) => v.parse(CommentRowSchema, row));
}

/** One comment in the queue's shape, hidden or not; null when there is none. */
export async function findComment(db: D1Database, kind: CommentKind, id: string) {
  const { alias } = TABLES[kind];
  const row = await db.prepare(`${QUEUES[kind]} AND ${alias}.id = ?4`).bind("all", "", "", id).first();
  return row ? v.parse(CommentRowSchema, row) : null;
}

/** Hides a comment or shows it again. */
export function setCommentHiddenStatement(db: D1Database, kind: CommentKind, id: string, hidden: boolean) {
  return db.prepare(`UPDATE ${TABLES[kind].table} SET hidden = ? WHERE id = ?`).bind(hidden ? 1 : 0, id);
}
