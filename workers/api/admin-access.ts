import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { getEnv } from "~/env.server";
import { ADMIN_REFUSALS, decideAdminAccess, type Actor } from "~/features/accounts/auth/admin-access";
import { hitRateLimit, type RateLimit } from "~/features/rate-limit/rate-limit.server";
import { apiError } from "./errors";
import { optionalUser, refuseApiToken } from "./session";

/** The admin handlers' context: the acting admin is set by requireAdmin. */
export type AdminEnv = { Bindings: Env; Variables: { admin: Actor } };
export type AdminContext = Context<AdminEnv>;

/** Per admin: reads are cheap but each write purges pages and writes an audit row. */
export const ADMIN_LIMITS = {
  adminRead: { limit: 600, windowSeconds: 600 },
  adminWrite: { limit: 120, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

/** An entry's JSON (blocks, variations) at its largest; anything else is far smaller. */
const ADMIN_BODY_MAX = 1024 * 1024;

/**
 * Every /api/v1/admin call: admins only (app/features/accounts/auth/admin-access.ts, decided before any data is read),
 * rate-limited per admin, bodies limited to 1 MB (413), answers never cached. The same-origin check of
 * workers/api/app.ts already guards the writes (docs/architecture.md §5). A personal API token never passes (403
 * `token_scope`), an admin's included: the admin's rights stay with their session (docs/security.md "API tokens").
 */
export const requireAdmin = createMiddleware<AdminEnv>(async (c, next) => {
  const user = await optionalUser(c);
  if (!user) await refuseApiToken(c);
  const decision = decideAdminAccess(user);
  if (!decision.allowed) throw apiError(decision.status, decision.code, ADMIN_REFUSALS[decision.code]);
  if (!user) throw apiError(401, "unauthorized", ADMIN_REFUSALS.unauthorized);
  const writing = c.req.method !== "GET" && c.req.method !== "HEAD";
  const action = writing ? "adminWrite" : "adminRead";
  const { allowed, retryAfter } = await hitRateLimit(c.env.DB, `${action}:${user.id}`, ADMIN_LIMITS[action]);
  if (!allowed) {
    const error = apiError(429, "rate_limited", "Too many requests, try again later.");
    error.res?.headers.set("Retry-After", String(retryAfter));
    throw error;
  }
  c.set("admin", { id: user.id, email: user.email });
  await next();
  c.header("Cache-Control", "private, no-store");
});

export const adminBodyLimit = bodyLimit({
  maxSize: ADMIN_BODY_MAX,
  onError: () => {
    throw apiError(413, "payload_too_large", "An admin request body is limited to 1 MB of JSON.");
  },
});

/**
 * With Builder.io configured (BUILDER_API_KEY), page-builder content is edited there: the local content
 * endpoints answer 409 `content_on_builder_io`; the other admin parts keep working.
 */
export const localContentOnly = createMiddleware<AdminEnv>(async (c, next) => {
  if (getEnv(c.env).BUILDER_API_KEY) {
    throw apiError(409, "content_on_builder_io", "Page-builder content is edited on Builder.io (BUILDER_API_KEY is set), not in /admin.");
  }
  await next();
});
