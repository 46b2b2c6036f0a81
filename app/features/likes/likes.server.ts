import { toEventJson } from "~/features/events/to-event-json";
import { toArticleJson } from "~/features/media/media.db.server";
import { deleteLike, findLikedEventIds, insertLike, listLikedArticleRows, listLikedEventRows, listLikeRows } from "./likes.db.server";
import type { Like } from "./likes.schema";

/** The user's likes by kind (docs/product.md §7 GET /likes), most recent first. */
export async function listLikes(db: D1Database, userId: string) {
  const likes: Record<"events" | "articles" | "topics", string[]> = { events: [], articles: [], topics: [] };
  for (const row of await listLikeRows(db, userId)) likes[`${row.target_type}s`].push(row.target_id);
  return likes;
}

/** The map id → liked of the events a page shows (docs/product.md §7 POST /likes/events). */
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

/** The JSON of the events the user liked, most recent like first (the favorites page). */
export async function listLikedEvents(db: D1Database, userId: string) {
  return { data: (await listLikedEventRows(db, userId)).map(toEventJson) };
}

/** The JSON of the articles the user liked, most recent like first (the favorites page). */
export async function listLikedArticles(db: D1Database, userId: string) {
  return { data: (await listLikedArticleRows(db, userId)).map(toArticleJson) };
}
