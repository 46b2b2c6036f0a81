import type { Context } from "hono";
import { countRateLimit, type RateLimit } from "~/features/rate-limit/rate-limit.server";
import { clientAddress } from "~/lib/client-address.server";
import { apiError } from "./errors";

/**
 * Throws 429 with Retry-After when the client has used up `limit` for this action (this call counting `cost`),
 * counted by the action's Rate Limiting binding where bound, else in D1 (countRateLimit).
 */
export async function enforceRateLimit(c: Pick<Context<{ Bindings: Env }>, "req" | "env">, action: string, limit: RateLimit, subject?: string, cost = 1) {
  const who = subject ?? clientAddress(c.req.raw, c.env);
  const { allowed, retryAfter } = await countRateLimit(c.env, action, who, limit, cost);
  if (allowed) return;
  const error = apiError(429, "rate_limited", "Too many requests, try again later.");
  error.res?.headers.set("Retry-After", String(retryAfter));
  throw error;
}
