import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { bytesToBase64Url } from "./encoding";
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from "./tokens.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const NOW = Date.UTC(2026, 4, 1, 12);

beforeEach(() => void vi.useFakeTimers({ now: NOW }));
afterEach(() => void vi.useRealTimers());

function part(value: object) {
  return bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
}

async function hmac(secret: string, data: string) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return bytesToBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data))));
}

/** A token signed with SECRET whatever its header and claims say. */
async function forge(header: object, claims: object) {
  const head = `${part(header)}.${part(claims)}`;
  return `${head}.${await hmac(SECRET, head)}`;
}

const CLAIMS = { sub: "0123456789abcdef01234567", sid: "family-1", aud: "rendez-vous", iat: NOW / 1000, exp: NOW / 1000 + 60 };
const WHO = { userId: "0123456789abcdef01234567", sessionId: "family-1" };

test("a signed access token verifies to its user and session for one day", async () => {
  const token = await signAccessToken(SECRET, WHO, NOW);
  expect(await verifyAccessToken(SECRET, token)).toEqual(WHO);
  vi.setSystemTime(NOW + (ACCESS_TOKEN_SECONDS - 1) * 1000);
  expect(await verifyAccessToken(SECRET, token)).toEqual(WHO);
  vi.setSystemTime(NOW + ACCESS_TOKEN_SECONDS * 1000);
  expect(await verifyAccessToken(SECRET, token)).toBeNull();
});

test("header and claims are what the API expects", async () => {
  const [header = "", claims = ""] = (await signAccessToken(SECRET, { userId: "u1", sessionId: "f1" }, NOW)).split(".");
  expect(JSON.parse(atob(header))).toEqual({ alg: "HS256", typ: "JWT" });
  expect(JSON.parse(atob(claims))).toEqual({ sub: "u1", sid: "f1", aud: "rendez-vous", iat: NOW / 1000, exp: NOW / 1000 + ACCESS_TOKEN_SECONDS });
});

test("another secret, a changed payload or a truncated token is refused", async () => {
  const token = await signAccessToken(SECRET, { userId: "u1", sessionId: "f1" }, NOW);
  expect(await verifyAccessToken("another-secret-that-is-long-enough-0123456789", token)).toBeNull();
  const [header, , signature] = token.split(".");
  expect(await verifyAccessToken(SECRET, `${header}.${part({ ...CLAIMS, sub: "admin" })}.${signature}`)).toBeNull();
  expect(await verifyAccessToken(SECRET, token.slice(0, -2))).toBeNull();
  expect(await verifyAccessToken(SECRET, `${token}.extra`)).toBeNull();
  expect(await verifyAccessToken(SECRET, "not a token")).toBeNull();
});

test("only HS256 access tokens for our audience, with a session, are accepted, even when correctly signed", async () => {
  expect(await verifyAccessToken(SECRET, await forge({ alg: "HS256", typ: "JWT" }, CLAIMS))).toEqual({ userId: CLAIMS.sub, sessionId: CLAIMS.sid });
  expect(await verifyAccessToken(SECRET, await forge({ alg: "none", typ: "JWT" }, CLAIMS))).toBeNull();
  expect(await verifyAccessToken(SECRET, await forge({ alg: "HS512", typ: "JWT" }, CLAIMS))).toBeNull();
  expect(await verifyAccessToken(SECRET, await forge({ alg: "HS256", typ: "at+jwt" }, CLAIMS))).toBeNull();
  expect(await verifyAccessToken(SECRET, await forge({ alg: "HS256", typ: "JWT" }, { ...CLAIMS, aud: "other" }))).toBeNull();
  expect(await verifyAccessToken(SECRET, await forge({ alg: "HS256", typ: "JWT" }, { ...CLAIMS, exp: undefined }))).toBeNull();
  expect(await verifyAccessToken(SECRET, await forge({ alg: "HS256", typ: "JWT" }, { ...CLAIMS, iat: NOW / 1000 + 3600 }))).toBeNull();
  // A token without a session (issued before sessions were bound to tokens) is refused.
  expect(await verifyAccessToken(SECRET, await forge({ alg: "HS256", typ: "JWT" }, { ...CLAIMS, sid: undefined }))).toBeNull();
});

test("an unsigned token (alg none, empty signature) is refused", async () => {
  const unsigned = `${part({ alg: "none", typ: "JWT" })}.${part(CLAIMS)}.`;
  expect(await verifyAccessToken(SECRET, unsigned)).toBeNull();
});

test("a token spelt another way is refused: padding, stray bits in the last character, other characters", async () => {
  const token = await signAccessToken(SECRET, WHO, NOW);
  const [head = "", claims = "", signature = ""] = token.split(".");
  // 32 bytes in 43 characters leave 2 bits of the last one unused: flipping them decodes to the same signature.
  const last = signature.at(-1) ?? "";
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const twin = alphabet[alphabet.indexOf(last) ^ 1] ?? "";
  for (const spelling of [
    `${token}=`,
    `${token}==`,
    `${head}.${claims}.${signature.slice(0, -1)}${twin}`,
    `${head}=.${claims}.${signature}`,
    ` ${token}`,
    `${head}.${claims}.${signature}.`,
  ]) {
    expect(await verifyAccessToken(SECRET, spelling), spelling).toBeNull();
  }
  expect(await verifyAccessToken(SECRET, token)).toEqual(WHO);
});
