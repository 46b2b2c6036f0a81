/**
 * HMAC-SHA256 under a server secret (access tokens, device cookies, refresh successors): one imported key
 * per secret for the isolate's lifetime. Each use signs its own prefix of the data, so a value signed for
 * one purpose never verifies for another.
 */
const keys = new Map<string, Promise<CryptoKey>>();

export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function hmacSign(secret: string, data: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(data)));
}

/** Constant-time check of `signature` over `data`. */
export async function hmacVerify(secret: string, signature: Uint8Array<ArrayBuffer>, data: string): Promise<boolean> {
  return crypto.subtle.verify("HMAC", await hmacKey(secret), signature, new TextEncoder().encode(data));
}
