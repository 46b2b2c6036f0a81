import { base64ToBytes, bytesToBase64, equalBytes } from "./encoding";

/**
 * Password hashes (docs/architecture.md §5): PBKDF2-SHA256 at 100,000 iterations, the most production Workers
 * allow, with a 16-byte random salt and a 32-byte key, stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>`
 * (base64), the format of the seed. The format names its algorithm and cost, so older hashes
 * (fewer iterations, another PBKDF2 digest) still verify and are flagged for an upgrade on login.
 */
export const PASSWORD_ITERATIONS = 100_000;
const CURRENT_ALGORITHM = "pbkdf2-sha256";
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const DIGESTS: Record<string, string> = {
  "pbkdf2-sha1": "SHA-1",
  "pbkdf2-sha256": "SHA-256",
  "pbkdf2-sha384": "SHA-384",
  "pbkdf2-sha512": "SHA-512",
};

/** Hashed when the account has no password, so that an unknown email costs as much as a wrong password. */
const DUMMY_HASH = `${CURRENT_ALGORITHM}$${PASSWORD_ITERATIONS}$${"A".repeat(22)}==$${"A".repeat(43)}=`;

type ParsedHash = { algorithm: string; digest: string; iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array<ArrayBuffer> };

function parseHash(stored: string): ParsedHash | null {
  const [algorithm = "", iterationsText = "", saltText = "", hashText = "", ...rest] = stored.split("$");
  const digest = DIGESTS[algorithm];
  const iterations = Number(iterationsText);
  const salt = base64ToBytes(saltText);
  const hash = base64ToBytes(hashText);
  if (rest.length > 0 || !digest || !salt || !hash || hash.length < 16) return null;
  if (!/^\d+$/.test(iterationsText) || iterations < 1 || iterations > PASSWORD_ITERATIONS) return null;
  return { algorithm, digest, iterations, salt, hash };
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, digest: string, bytes: number) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password.normalize("NFC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: digest, salt, iterations }, key, bytes * 8);
  return new Uint8Array(bits);
}

/** A new hash in the current format; `iterations` is lower only in tests of the upgrade path. */
export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations, "SHA-256", KEY_BYTES);
  return `${CURRENT_ALGORITHM}$${iterations}$${bytesToBase64(salt)}$${bytesToBase64(hash)}`;
}

/**
 * Checks `password` against a stored hash in constant time. `stored` null (no such account, no local
 * password) still spends the full derivation and answers invalid. `needsRehash`: the hash is valid but
 * weaker than the current parameters, so the caller stores a fresh one.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<{ valid: boolean; needsRehash: boolean }> {
  const parsed = parseHash(stored ?? DUMMY_HASH);
  if (!parsed) {
    await verifyPassword(password, null);
    return { valid: false, needsRehash: false };
  }
  const derived = await derive(password, parsed.salt, parsed.iterations, parsed.digest, parsed.hash.length);
  const valid = stored !== null && equalBytes(derived, parsed.hash);
  const weaker =
    parsed.algorithm !== CURRENT_ALGORITHM || parsed.iterations < PASSWORD_ITERATIONS || parsed.salt.length < SALT_BYTES || parsed.hash.length < KEY_BYTES;
  return { valid, needsRehash: valid && weaker };
}
