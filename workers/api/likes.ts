import { Hono } from "hono";
import { LikeBodySchema, LikedEventsBodySchema } from "~/features/likes/likes.schema";
import { like, likedEvents, listLikedArticles, listLikedEvents, listLikes, unlike } from "~/features/likes/likes.server";
import { apiError } from "./errors";
import { parseBody } from "./query";
import { requireUser } from "./session";

/**
 * The session user's likes of events, articles and topics (docs/product.md §7 "Likes"); every call needs a session.
 * Added (docs/product.md §7): GET /likes/events/list and /likes/articles/list answer `{data}` with the liked items' JSON.
 */
export const likesApi = new Hono<{ Bindings: Env }>()
  .get("/", async (c) => {
    const user = await requireUser(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await listLikes(c.env.DB, user.id));
  })
  .get("/events/list", async (c) => {
    const user = await requireUser(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await listLikedEvents(c.env.DB, user.id));
  })
  .get("/articles/list", async (c) => {
    const user = await requireUser(c);
    c.header("Cache-Control", "private, no-store");
    return c.json(await listLikedArticles(c.env.DB, user.id));
  })
  .post("/events", async (c) => {
    const user = await requireUser(c);
    const { events } = await parseBody(c, LikedEventsBodySchema);
    return c.json(await likedEvents(c.env.DB, user.id, events));
  })
  .post("/", async (c) => {
    const user = await requireUser(c);
    if (!user.active) throw apiError(403, "email_not_confirmed", "Confirm your email address to like.");
    const liked = await like(c.env.DB, user.id, await parseBody(c, LikeBodySchema));
    if (!liked) throw apiError(404, "like_target_not_found", "There is nothing with this id to like.");
    return c.json(liked);
  })
  .delete("/", async (c) => {
    const user = await requireUser(c);
    return c.json(await unlike(c.env.DB, user.id, await parseBody(c, LikeBodySchema)));
  });
