import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { recordAnalyticsEvents } from "~/features/analytics/analytics.server";
import { AnalyticsBodySchema } from "~/features/analytics/analytics.schema";
import { apiError } from "./errors";
import { parseBody } from "./query";

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
    await recordAnalyticsEvents(c.env.DB, body.events);
    return c.body(null, 204);
  },
);
