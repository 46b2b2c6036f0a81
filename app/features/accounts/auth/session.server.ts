import { parse as parseCookies } from "hono/utils/cookie";
import { getEnv } from "~/env.server";
import { findSessionUser } from "~/features/accounts/users/users.db.server";
import type { SessionTokens, SessionUser } from "./auth.schema";
import { insertRefreshToken } from "./refresh-tokens.db.server";
import { createSecretToken, hashSecretToken } from "./secret-token.server";
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from "./tokens.server";

/**
 * The session travels as two cookies (docs/product.md §9, docs/architecture.md §5): `token` (the access token, one day)
 * and `refresh` (no end: it expires in year 9999), both HttpOnly and SameSite=Lax; over HTTPS they are
 * Secure and named `__Host-token` / `__Host-refresh` (Path=/, no Domain: no subdomain can set them).
 * API clients may send `Authorization: Bearer <token>` instead; when they do, cookies are not read.
 */
const REFRESH_EXPIRES = "Fri, 31 Dec 9999 23:59:59 GMT";
const EPOCH = "Thu, 01 Jan 1970 00:00:00 GMT";

export function isHttps(url: string) {
  return new URL(url).protocol === "https:";
}

export function sessionCookieNames(url: string) {
  return { token: hostCookieName(url, "token"), refresh: hostCookieName(url, "refresh") };
}

/** The value of cookie `name` of a request (Hono's parser), or null. */
export function readCookie(request: Request, name: string): string | null {
  return parseCookies(request.headers.get("Cookie") ?? "", name)[name] || null;
}

/** The request carries a session cookie (either name, `__Host-` prefixed over HTTPS): its answers are personal. */
export function hasSessionCookie(request: Request): boolean {
  const names = sessionCookieNames(request.url);
  return readCookie(request, names.token) !== null || readCookie(request, names.refresh) !== null;
}

/** The value of `Authorization: Bearer …`; undefined when the header is absent. */
export function readBearerToken(request: Request): string | null | undefined {
  const header = request.headers.get("Authorization");
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The claims of the request's access token (Bearer, else the access cookie) when its signature and dates hold; null otherwise. */
export async function accessClaimsOf(env: Env, request: Request): Promise<AccessClaims | null> {
  const bearer = readBearerToken(request);
  const token = bearer === undefined ? readCookie(request, sessionCookieNames(request.url).token) : bearer;
  return token ? verifyAccessToken(getEnv(env).JWT_SECRET, token) : null;
}

export function readRefreshCookie(request: Request): string | null {
  return readCookie(request, sessionCookieNames(request.url).refresh);
}

/** The user of an access token, or null: invalid, expired, unknown user, or a session that has ended. */
export async function userOfAccessToken(env: Env, token: string): Promise<SessionUser | null> {
  const claims = await verifyAccessToken(getEnv(env).JWT_SECRET, token);
  return claims ? findSessionUser(env.DB, claims) : null;
}

/** The tokens of a new session of `userId` and the hash of its refresh token, for a caller that writes the row itself. */
export async function issueSession(env: Env, userId: string) {
  const refreshToken = createSecretToken();
  const sessionId = crypto.randomUUID();
  const token = await signAccessToken(getEnv(env).JWT_SECRET, { userId, sessionId });
  return { tokens: { token, refreshToken } satisfies SessionTokens, sessionId, refreshHash: await hashSecretToken(refreshToken) };
}

/**
 * A new session for `userId`: an access token and the first refresh token of a new family (the session
 * id). The caller runs `statement` (the refresh-token row) in the batch that goes with the login.
 */
export async function createSession(env: Env, userId: string): Promise<{ tokens: SessionTokens; statement: D1PreparedStatement; sessionId: string }> {
  const { tokens, sessionId, refreshHash } = await issueSession(env, userId);
  return { tokens, sessionId, statement: insertRefreshToken(env.DB, { tokenHash: refreshHash, userId, familyId: sessionId }) };
}

/** An HttpOnly, SameSite=Lax cookie of the whole site, Secure (and `__Host-` named by the caller) over HTTPS. */
export function cookie(url: string, name: string, value: string, lifetime: string) {
  const secure = isHttps(url) ? "; Secure" : "";
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}; ${lifetime}`;
}

/** `name`, `__Host-` prefixed over HTTPS (no subdomain can set it). */
export function hostCookieName(url: string, name: string) {
  return `${isHttps(url) ? "__Host-" : ""}${name}`;
}

/** Set-Cookie values that store both tokens for the origin of `url`. */
export function sessionCookies(url: string, tokens: SessionTokens): string[] {
  const names = sessionCookieNames(url);
  return [
    cookie(url, names.token, tokens.token, `Max-Age=${ACCESS_TOKEN_SECONDS}`),
    cookie(url, names.refresh, tokens.refreshToken, `Expires=${REFRESH_EXPIRES}`),
  ];
}

/** Set-Cookie values that delete both cookies. */
export function clearedSessionCookies(url: string): string[] {
  const names = sessionCookieNames(url);
  return [names.token, names.refresh].map((name) => cookie(url, name, "", `Max-Age=0; Expires=${EPOCH}`));
}
