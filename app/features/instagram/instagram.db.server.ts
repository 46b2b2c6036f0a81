import * as v from "valibot";
import { InstagramRowSchema, type InstagramRow } from "./instagram.schema";

const COLUMNS = "id, permalink, media_type, media_url, caption, posted_at";

/** A position in the feed: a post's date and id (ids break ties). */
export type FeedPosition = { postedAt: string; id: string };

/**
 * Up to `limit` posts through `instagram_posts_by_position`, newest first: from the top, older than `after`, or
 * (read upwards, then put back in order) newer than `before`.
 */
export async function listInstagramPosts(
  db: D1Database,
  { limit, after, before }: { limit: number; after?: FeedPosition; before?: FeedPosition },
): Promise<InstagramRow[]> {
  const statement = before
    ? db
        .prepare(`SELECT ${COLUMNS} FROM instagram_posts WHERE (posted_at, id) > (?, ?) ORDER BY posted_at ASC, id ASC LIMIT ?`)
        .bind(before.postedAt, before.id, limit)
    : after
      ? db
          .prepare(`SELECT ${COLUMNS} FROM instagram_posts WHERE (posted_at, id) < (?, ?) ORDER BY posted_at DESC, id DESC LIMIT ?`)
          .bind(after.postedAt, after.id, limit)
      : db.prepare(`SELECT ${COLUMNS} FROM instagram_posts ORDER BY posted_at DESC, id DESC LIMIT ?`).bind(limit);
  const { results } = await statement.all();
  const rows = results.map((row) => v.parse(InstagramRowSchema, row));
  return before ? rows.reverse() : rows;
}
