import { bytesToBase64Url } from "./encoding";
import { hmacSign } from "./hmac.server";

/** A 256-bit random token (refresh tokens, activation, reset and change-of-email links), base64url. */
export function createSecretToken(): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What D1 stores of a secret token: its SHA-256, hex. A stolen table gives no usable token. */
export async function hashSecretToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The successor of refresh token `token`: an HMAC of it under the server's key, so the same old token
 * always names the same successor (the rotation grace window needs it) and nobody without the key can
 * compute it from a stolen token.
 */
export async function deriveSuccessorToken(secret: string, token: string): Promise<string> {
  return bytesToBase64Url(await hmacSign(secret, `refresh-successor:${token}`));
}
