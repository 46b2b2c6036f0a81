import type { Context } from "hono";
import { hasSessionCookie } from "~/features/accounts/auth/session.server";

/** Lets the edge cache a public answer for anonymous visitors; personal requests are never shared. */
export function publicCache(c: Context, seconds = 60) {
  const personal = c.req.header("authorization") !== undefined || hasSessionCookie(c.req.raw);
  c.header("Cache-Control", personal ? "private, no-store" : `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`);
  c.header("Vary", "Accept-Language, Authorization");
}

/** An answer about one event: shared like publicCache, unless the event is private (docs/product.md §6), then never. */
export function eventCache(c: Context, event: { private: boolean }, seconds = 60) {
  if (!event.private) return publicCache(c, seconds);
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex");
}
