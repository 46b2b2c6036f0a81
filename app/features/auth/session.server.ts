import { getConfig } from "~/config.server";
import { findSessionUser } from "~/features/users/users.db.server";
import type { SessionTokens, SessionUser } from "./auth.schema";
import { insertRefreshToken } from "./refresh-tokens.db.server";
import { createSecretToken, hashSecretToken } from "./secret-token.server";
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from "./tokens.server";

/**
 * The session travels as two cookies (spec §9, architecture §5): `token` (the access token, one day)
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
  const prefix = isHttps(url) ? "__Host-" : "";
  return { token: `${prefix}token`, refresh: `${prefix}refresh` };
}

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim() || null;
  }
  return null;
}

/** The value of `Authorization: Bearer …`; undefined when the header is absent. */
export function readBearerToken(request: Request): string | null | undefined {
  const header = request.headers.get("Authorization");
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function readRefreshCookie(request: Request): string | null {
  return readCookie(request, sessionCookieNames(request.url).refresh);
}

/** The user of the access token (Bearer header first, else cookie), or null: no token, invalid, expired, unknown user. */
export async function readSessionUser(request: Request, env: Env): Promise<SessionUser | null> {
  const bearer = readBearerToken(request);
  const token = bearer === undefined ? readCookie(request, sessionCookieNames(request.url).token) : bearer;
  if (!token) return null;
  const userId = await verifyAccessToken(getConfig(env).JWT_SECRET, token);
  return userId ? findSessionUser(env.DB, userId) : null;
}

/**
 * A new session for `userId`: an access token and the first refresh token of a new family. The caller
 * runs `statement` (the refresh-token row) in the batch that goes with the login.
 */
export async function createSession(env: Env, userId: string): Promise<{ tokens: SessionTokens; statement: D1PreparedStatement }> {
  const refreshToken = createSecretToken();
  const statement = insertRefreshToken(env.DB, { tokenHash: await hashSecretToken(refreshToken), userId, familyId: crypto.randomUUID() });
  return { tokens: { token: await signAccessToken(getConfig(env).JWT_SECRET, userId), refreshToken }, statement };
}

function cookie(url: string, name: string, value: string, lifetime: string) {
  const secure = isHttps(url) ? "; Secure" : "";
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}; ${lifetime}`;
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
