import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { getConfig } from "~/config.server";
import type { SessionTokens, SessionUser } from "~/features/auth/auth.schema";
import { isSameOriginRequest, isStateChanging } from "~/features/auth/origin-check";
import { clearedSessionCookies, readBearerToken, readSessionUser, sessionCookies } from "~/features/auth/session.server";
import { apiError } from "./errors";

/** A Hono context of this Worker, whatever variables its app declares. */
type AppEnv = { Bindings: Env };

/** One session lookup per request, however many handlers and middlewares ask. */
const sessions = new WeakMap<Request, Promise<SessionUser | null>>();

/** The user the request is authenticated as (Bearer token, else the `token` cookie), or null. */
export function optionalUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser | null> {
  let session = sessions.get(c.req.raw);
  if (!session) {
    session = readSessionUser(c.req.raw, c.env);
    sessions.set(c.req.raw, session);
  }
  return session;
}

/** The authenticated user; 401 `{error: {code: "unauthorized"}}` without a valid session. */
export async function requireUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser> {
  const user = await optionalUser(c);
  if (!user) throw apiError(401, "unauthorized", "Authentication required.");
  return user;
}

/** Stores the tokens in the session cookies of the response. */
export function setSessionCookies<E extends AppEnv>(c: Context<E>, tokens: SessionTokens) {
  for (const value of sessionCookies(c.req.url, tokens)) c.header("Set-Cookie", value, { append: true });
}

export function clearSessionCookies<E extends AppEnv>(c: Context<E>) {
  for (const value of clearedSessionCookies(c.req.url)) c.header("Set-Cookie", value, { append: true });
}

/**
 * Cross-site request forgery guard for every POST/PUT/PATCH/DELETE of the API: unless it carries
 * `Authorization: Bearer` (a foreign page cannot send one without our CORS consent), a browser request must
 * come from our origin (this host, or SITE_URL's), else 403 `forbidden_origin`. This covers cookie-authenticated
 * writes and also the calls that set the session cookies (login, register), against login CSRF.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  const request = c.req.raw;
  if (isStateChanging(request.method) && readBearerToken(request) === undefined) {
    const origins = [new URL(request.url).origin, new URL(getConfig(c.env).SITE_URL).origin];
    if (!isSameOriginRequest(request.headers, origins)) {
      throw apiError(403, "forbidden_origin", "Cross-origin requests may not change data.");
    }
  }
  await next();
});
