import { Hono } from "hono";
import { countArticleRead } from "~/features/media/media.server";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { clientAddress } from "~/lib/client-address.server";
import { apiError } from "./errors";
import { enforceRateLimit } from "./rate-limit";

/**
 * POST /media/articles/{id}/read (added, docs/product.md §3 "Article": count): the article page calls it
 * after hydration, so cached pages still count; one read per visitor and day counts. 204, or 404 for an
 * unknown article.
 */
export const mediaApi = new Hono<{ Bindings: Env }>().post("/articles/:id/read", async (c) => {
  await enforceRateLimit(c, "articleRead", RATE_LIMITS.articleRead);
  const result = await countArticleRead(c.env.DB, {
    articleId: c.req.param("id"),
    address: clientAddress(c.req.raw, c.env),
    userAgent: c.req.header("user-agent") ?? "",
  });
  if (!result.ok) throw apiError(404, result.failure, "No published article has this id.");
  return c.body(null, 204);
});
