import { deleteLike, findLikedEventIds, insertLike, listLikeRows } from "./likes.db.server";
import type { Like } from "./likes.schema";

/** The user's likes by kind (spec §7 GET /likes), most recent first. */
export async function listLikes(db: D1Database, userId: string) {
  const likes: Record<"events" | "articles" | "topics", string[]> = { events: [], articles: [], topics: [] };
  for (const row of await listLikeRows(db, userId)) likes[`${row.target_type}s`].push(row.target_id);
  return likes;
}

/** The map id → liked of the events a page shows (spec §7 POST /likes/events). */
export async function likedEvents(db: D1Database, userId: string, eventIds: string[]): Promise<Record<string, boolean>> {
  const liked = await findLikedEventIds(db, userId, eventIds);
  return Object.fromEntries(eventIds.map((id) => [id, liked.has(id)]));
}

/** Likes an event, article or topic (idempotent); null when there is no such target. */
export async function like(db: D1Database, userId: string, target: Like) {
  return (await insertLike(db, userId, target)) ? { [target.type]: target.id, liked: true } : null;
}

/** Removes a like (idempotent). */
export async function unlike(db: D1Database, userId: string, target: Like) {
  await deleteLike(db, userId, target);
  return { [target.type]: target.id, liked: false };
}
