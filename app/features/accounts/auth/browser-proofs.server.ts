import { base64UrlToBytes, bytesToBase64Url } from "./encoding";
import { hmacSign, hmacVerify } from "./hmac.server";
import { createSecretToken, hashSecretToken } from "./secret-token.server";
import { cookie, hostCookieName, readCookie } from "./session.server";

/**
 * Cookies that tell the server something about the browser itself (docs/decisions/010):
 * - `claim`: the random value of the browser that chose the password of an invited account; only that
 *   browser's click on the emailed link sets it, so a stranger cannot pre-set the password of someone
 *   else's invitation and wait for them to click.
 * - `device`: this browser has logged in to account X before (signed with the server's key); it lets a
 *   correct password through when strangers have used up the address's attempts.
 */
const CLAIM_SECONDS = 48 * 3600;
const DEVICE_SECONDS = 400 * 86_400;

export function claimCookie(url: string, nonce: string) {
  return cookie(url, hostCookieName(url, "claim"), nonce, `Max-Age=${CLAIM_SECONDS}`);
}

export function clearedClaimCookie(url: string) {
  return cookie(url, hostCookieName(url, "claim"), "", "Max-Age=0");
}

export function readClaimCookie(request: Request): string | null {
  return readCookie(request, hostCookieName(request.url, "claim"));
}

/** A new claim value and what the token stores of it. */
export async function newClaimNonce() {
  const nonce = createSecretToken();
  return { nonce, nonceHash: await hashSecretToken(nonce) };
}

const signed = (value: string) => `device:${value}`;

/** The `device` cookie of a browser that just logged in as `userId`. */
export async function deviceCookie(url: string, secret: string, userId: string) {
  const value = `${userId}.${createSecretToken().slice(0, 16)}`;
  const signature = bytesToBase64Url(await hmacSign(secret, signed(value)));
  return cookie(url, hostCookieName(url, "device"), `${value}.${signature}`, `Max-Age=${DEVICE_SECONDS}`);
}

/** The id of this browser when its `device` cookie is genuine and was issued for `userId`; null otherwise. */
export async function trustedDeviceOf(request: Request, secret: string, userId: string): Promise<string | null> {
  const [user = "", device = "", signature = "", ...rest] = (readCookie(request, hostCookieName(request.url, "device")) ?? "").split(".");
  if (rest.length > 0 || user !== userId || !device) return null;
  const bytes = base64UrlToBytes(signature);
  if (!bytes) return null;
  return (await hmacVerify(secret, bytes, signed(`${user}.${device}`))) ? device : null;
}
