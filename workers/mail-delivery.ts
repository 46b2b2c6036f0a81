import type { MiddlewareHandler } from "hono";
import { getEnv } from "~/env.server";
import { deliverOutbox } from "~/features/mail/outbox-delivery.server";
import { backgroundEnv } from "./d1-session";

/**
 * When the outbox is delivered with MAIL_TRANSPORT=http (docs/decisions/009-email-delivery.md): right after
 * the API write that queued an email, and every minute by the Cron Trigger (workers/scheduled.ts) for retries
 * and for sends that a request's waitUntil could not finish.
 */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * For /api/v1: after a write, sends what it queued once the answer is on its way. Emails are only queued by
 * writes, so reads skip it; with MAIL_TRANSPORT=outbox it reads only the cached settings, never D1.
 */
export const deliverMailAfterWrites: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  await next();
  if (!WRITE_METHODS.has(c.req.method) || getEnv(c.env).MAIL_TRANSPORT !== "http") return;
  c.executionCtx.waitUntil(deliverOutbox(backgroundEnv(c.env)));
};
