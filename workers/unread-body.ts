import { createMiddleware } from "hono/factory";

/**
 * Reads to the end the body of a request the app answered without reading it (a 401 before the JSON, a 404),
 * before the answer leaves. workerd's local proxy otherwise breaks that request or the next one on the
 * connection ("Your worker restarted mid-request", resets, stalls); see docs/architecture.md §5.
 */
export const drainUnreadBody = createMiddleware(async (c, next) => {
  const body = c.req.raw.body;
  await next();
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to drain.
  }
});
