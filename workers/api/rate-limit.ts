import type { Context } from "hono";
import { hitRateLimit, type RateLimit } from "~/features/rate-limit/rate-limit.server";
import { clientAddress } from "~/lib/client-address.server";
import { apiError } from "./errors";

/** Throws 429 with Retry-After when the client has used up `limit` for this action (this call counting `cost`). */
export async function enforceRateLimit(c: Pick<Context<{ Bindings: Env }>, "req" | "env">, action: string, limit: RateLimit, subject?: string, cost = 1) {
  const who = subject ?? clientAddress(c.req.raw, c.env);
  const { allowed, retryAfter } = await hitRateLimit(c.env.DB, `${action}:${who}`, limit, Date.now(), cost);
  if (allowed) return;
  const error = apiError(429, "rate_limited", "Too many requests, try again later.");
  error.res?.headers.set("Retry-After", String(retryAfter));
  throw error;
}
