import * as v from "valibot";
import { base64UrlToBytes, bytesToBase64Url } from "./encoding";
import { hmacSign, hmacVerify } from "./hmac.server";

/**
 * Access tokens (docs/architecture.md §5): JWTs signed with HMAC-SHA256 (WebCrypto). Verification accepts only
 * the algorithms of the allow-list, the access-token type `at+jwt` (RFC 9068) and our audience, and
 * checks `exp`. The claims of substance are `sub`, the user id, and `sid`, the session: the refresh-token
 * family the token was issued for. A token is honoured only while its family is not revoked (logout,
 * password change, token theft), which the session lookup checks in the same query as the user.
 */
export const ACCESS_TOKEN_SECONDS = 86_400;
const ALGORITHMS = ["HS256"] as const;
const TYPE = "at+jwt";
const AUDIENCE = "rendez-vous";
/** Tolerated clock difference on `iat`. */
const SKEW_SECONDS = 60;

const HeaderSchema = v.object({ alg: v.picklist(ALGORITHMS), typ: v.literal(TYPE) });
const ClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  sid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  aud: v.literal(AUDIENCE),
  iat: v.pipe(v.number(), v.integer()),
  exp: v.pipe(v.number(), v.integer()),
});

function encodeJson(value: object): string {
  return bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
}

function decodeJson(part: string): unknown {
  const bytes = base64UrlToBytes(part);
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/** Who an access token speaks for: the user, in the session (refresh-token family) it was issued for. */
export type AccessClaims = { userId: string; sessionId: string };

export async function signAccessToken(secret: string, { userId, sessionId }: AccessClaims, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims = { sub: userId, sid: sessionId, aud: AUDIENCE, iat, exp: iat + ACCESS_TOKEN_SECONDS };
  const head = `${encodeJson({ alg: "HS256", typ: TYPE })}.${encodeJson(claims)}`;
  return `${head}.${bytesToBase64Url(await hmacSign(secret, head))}`;
}

/** The user and session of a valid, unexpired access token; null for anything else. */
export async function verifyAccessToken(secret: string, token: string, now = Date.now()): Promise<AccessClaims | null> {
  const [header = "", claims = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !v.is(HeaderSchema, decodeJson(header))) return null;
  const signatureBytes = base64UrlToBytes(signature);
  if (!signatureBytes) return null;
  if (!(await hmacVerify(secret, signatureBytes, `${header}.${claims}`))) return null;
  const parsed = v.safeParse(ClaimsSchema, decodeJson(claims));
  if (!parsed.success) return null;
  const seconds = Math.floor(now / 1000);
  if (parsed.output.exp <= seconds || parsed.output.iat > seconds + SKEW_SECONDS) return null;
  return { userId: parsed.output.sub, sessionId: parsed.output.sid };
}
