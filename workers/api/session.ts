import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { getEnv } from "~/env.server";
import type { SessionTokens, SessionUser } from "~/features/accounts/auth/auth.schema";
import { deviceCookie } from "~/features/accounts/auth/browser-proofs.server";
import { isSameOriginRequest, isStateChanging } from "~/features/accounts/auth/origin-check";
import { resolveRequestSession, type RequestSession } from "~/features/accounts/auth/request-session.server";
import { clearedSessionCookies, readBearerToken, sessionCookieNames, sessionCookies } from "~/features/accounts/auth/session.server";
import type { ApiTokenScope } from "~/features/organize/api-tokens.schema";
import { isApiToken, resolveApiToken, type ApiTokenSession } from "~/features/organize/api-tokens.server";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { apiError } from "./errors";
import { enforceRateLimit } from "./rate-limit";

/** A Hono context of this Worker, whatever variables its app declares. */
type AppEnv = { Bindings: Env };

/**
 * Who a request is: a session (cookies or its access token as Bearer), or a personal API token (`Bearer rdv_…`,
 * docs/security.md "API tokens"), whose owner is honoured only where a handler names a scope the token holds.
 */
type ApiSession = RequestSession & { apiToken?: ApiTokenSession | null };

/** One session lookup (and at most one refresh) per request, however many handlers and middlewares ask. */
const sessions = new WeakMap<Request, Promise<ApiSession>>();

function requestSession<E extends AppEnv>(c: Context<E>): Promise<ApiSession> {
  let session = sessions.get(c.req.raw);
  if (!session) {
    session = resolveApiSession(c);
    sessions.set(c.req.raw, session);
  }
  return session;
}

async function resolveApiSession<E extends AppEnv>(c: Context<E>): Promise<ApiSession> {
  const bearer = readBearerToken(c.req.raw);
  if (!bearer || !isApiToken(bearer)) return resolveRequestSession(c.req.raw, c.env);
  const apiToken = await resolveApiToken(c.env.DB, bearer);
  // Each token has its own allowance: a runaway script slows down, its owner's session does not.
  if (apiToken) await enforceRateLimit(c, "apiToken", RATE_LIMITS.apiToken, apiToken.tokenId);
  return { user: null, cookies: [], apiToken };
}

const TOKEN_REFUSED =
  "This API token does not allow this call: tokens read their owner's events and manage their attendees, within their scopes, and never call admin routes.";

/**
 * The user the request is authenticated as (Bearer token, else the session cookies), or null. An API token
 * counts only where the handler names `tokenScope` and the token holds it; elsewhere its request is anonymous.
 */
export async function optionalUser<E extends AppEnv>(c: Context<E>, tokenScope?: ApiTokenScope): Promise<SessionUser | null> {
  const session = await requestSession(c);
  if (session.apiToken) return tokenScope && session.apiToken.scopes.includes(tokenScope) ? session.apiToken.user : null;
  return session.user;
}

/**
 * The authenticated user; 401 `{error: {code: "unauthorized"}}` without a valid session (or API token), 403
 * `token_scope` for an API token outside `tokenScope`.
 */
export async function requireUser<E extends AppEnv>(c: Context<E>, tokenScope?: ApiTokenScope): Promise<SessionUser> {
  const user = await optionalUser(c, tokenScope);
  if (user) return user;
  await refuseApiToken(c);
  throw apiError(401, "unauthorized", "Authentication required.");
}

/** 403 `token_scope` when the request came with a valid API token (which the caller did not honour). */
export async function refuseApiToken<E extends AppEnv>(c: Context<E>): Promise<void> {
  if ((await requestSession(c)).apiToken) throw apiError(403, "token_scope", TOKEN_REFUSED);
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
