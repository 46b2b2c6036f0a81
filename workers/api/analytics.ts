import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { recordAnalyticsEvents } from "~/features/analytics/analytics.server";
import { AnalyticsBodySchema } from "~/features/analytics/analytics.schema";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { apiError } from "./errors";
import { parseBody } from "./query";
import { enforceRateLimit } from "./rate-limit";

/** POST /analytics/events: consented analytics events (docs/product.md §4 "Analytics"), anonymous and rate-limited per IP. */
export const analyticsApi = new Hono<{ Bindings: Env }>().post(
  "/events",
  bodyLimit({
    maxSize: 32 * 1024,
    onError: () => {
      throw apiError(413, "payload_too_large", "At most 32 KB of events at once.");
    },
  }),
  async (c) => {
    const body = await parseBody(c, AnalyticsBodySchema);
    await enforceRateLimit(c, "analytics", RATE_LIMITS.analytics);
    await recordAnalyticsEvents(c.env, body.events);
    return c.body(null, 204);
  },
);
