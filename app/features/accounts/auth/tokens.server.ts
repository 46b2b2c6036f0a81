import { sign, verify } from "hono/jwt";
import * as v from "valibot";
import { base64UrlToBytes, bytesToBase64Url } from "./encoding";

/**
 * Access tokens (docs/architecture.md §5): JWTs signed with HMAC-SHA256 through `hono/jwt`, whose
 * verification checks the algorithm (HS256 only), the type, our audience, `exp` and `iat`. The claims of
 * substance are `sub`, the user id, and `sid`, the session: the refresh-token family the token was issued
 * for. A token is honoured only while its family is not revoked (logout, password change, token theft),
 * which the session lookup checks in the same query as the user (docs/decisions/010).
 */
export const ACCESS_TOKEN_SECONDS = 86_400;
const ALGORITHM = "HS256";
const AUDIENCE = "rendez-vous";

/** hono/jwt checks `exp` and `iat` when present: they must be. */
const ClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  sid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  iat: v.pipe(v.number(), v.integer()),
  exp: v.pipe(v.number(), v.integer()),
});

/** Who an access token speaks for: the user, in the session (refresh-token family) it was issued for. */
export type AccessClaims = { userId: string; sessionId: string };

export async function signAccessToken(secret: string, { userId, sessionId }: AccessClaims, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign({ sub: userId, sid: sessionId, aud: AUDIENCE, iat, exp: iat + ACCESS_TOKEN_SECONDS }, secret, ALGORITHM);
}

/**
 * Each of the three parts is canonical base64url (RFC 7515 §2: no padding, no other character, no stray bits
 * in the last one): `hono/jwt` decodes leniently, and one token must have exactly one spelling.
 */
function isCanonicalJws(token: string): boolean {
  const parts = token.split(".");
  return (
    parts.length === 3 &&
    parts.every((part) => {
      const bytes = base64UrlToBytes(part);
      return part !== "" && bytes !== null && bytesToBase64Url(bytes) === part;
    })
  );
}

/** The user and session of a valid, unexpired access token; null for anything else. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  if (!isCanonicalJws(token)) return null;
  try {
    const claims = v.parse(ClaimsSchema, await verify(token, secret, { alg: ALGORITHM, aud: AUDIENCE, typ: "JWT" }));
    return { userId: claims.sub, sessionId: claims.sid };
  } catch {
    return null;
  }
}
