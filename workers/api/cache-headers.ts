import type { Context } from "hono";

/** Lets the edge cache a public answer for anonymous visitors; personal requests are never shared. */
export function publicCache(c: Context, seconds = 60) {
  const personal = c.req.header("authorization") || /(^|;\s*)(token|refresh)=/.test(c.req.header("cookie") ?? "");
  c.header("Cache-Control", personal ? "private, no-store" : `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`);
  c.header("Vary", "Accept-Language, Authorization");
}
