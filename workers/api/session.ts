import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { getEnv } from "~/env.server";
import type { SessionTokens, SessionUser } from "~/features/accounts/auth/auth.schema";
import { deviceCookie } from "~/features/accounts/auth/browser-proofs.server";
import { isSameOriginRequest, isStateChanging } from "~/features/accounts/auth/origin-check";
import { resolveRequestSession, type RequestSession } from "~/features/accounts/auth/request-session.server";
import { clearedSessionCookies, readBearerToken, sessionCookieNames, sessionCookies } from "~/features/accounts/auth/session.server";
import { apiError } from "./errors";

/** A Hono context of this Worker, whatever variables its app declares. */
type AppEnv = { Bindings: Env };

/** One session lookup (and at most one refresh) per request, however many handlers and middlewares ask. */
const sessions = new WeakMap<Request, Promise<RequestSession>>();

function requestSession<E extends AppEnv>(c: Context<E>): Promise<RequestSession> {
  let session = sessions.get(c.req.raw);
  if (!session) {
    session = resolveRequestSession(c.req.raw, c.env);
    sessions.set(c.req.raw, session);
  }
  return session;
}

/** The user the request is authenticated as (Bearer token, else the session cookies), or null. */
export async function optionalUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser | null> {
  return (await requestSession(c)).user;
}

/** The authenticated user; 401 `{error: {code: "unauthorized"}}` without a valid session. */
export async function requireUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser> {
  const user = await optionalUser(c);
  if (!user) throw apiError(401, "unauthorized", "Authentication required.");
  return user;
}

/**
 * When resolving the session renewed the tokens (or found them ended), the response carries the new
 * cookies, whatever it is (an error included): a rotated refresh token the browser never receives would
 * look like a stolen one at its next use. A handler that sets the session cookies itself (login, logout,
 * password change) has the last word.
 */
export const renewSessionCookies = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const pending = sessions.get(c.req.raw);
  if (!pending) return;
  const { cookies } = await pending;
  if (cookies.length === 0) return;
  const names = sessionCookieNames(c.req.url);
  const setByHandler = c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${names.token}=`) || cookie.startsWith(`${names.refresh}=`));
  if (setByHandler) return;
  // Answers built in this Worker have mutable headers.
  for (const cookie of cookies) c.res.headers.append("Set-Cookie", cookie);
  c.res.headers.set("Cache-Control", "private, no-store");
});

/** Stores the tokens in the session cookies of the response. */
export function setSessionCookies<E extends AppEnv>(c: Context<E>, tokens: SessionTokens) {
  for (const value of sessionCookies(c.req.url, tokens)) c.header("Set-Cookie", value, { append: true });
}

/** A login that proved who it is (password, emailed link): the session cookies, and this browser is known to the account. */
export async function setLoginCookies<E extends AppEnv>(c: Context<E>, tokens: SessionTokens, userId: string) {
  setSessionCookies(c, tokens);
  c.header("Set-Cookie", await deviceCookie(c.req.url, getEnv(c.env).JWT_SECRET, userId), { append: true });
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
    const origins = [new URL(request.url).origin, new URL(getEnv(c.env).SITE_URL).origin];
    if (!isSameOriginRequest(request.headers, origins)) {
      throw apiError(403, "forbidden_origin", "Cross-origin requests may not change data.");
    }
  }
  await next();
});
