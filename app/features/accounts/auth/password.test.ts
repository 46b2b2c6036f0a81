/// <reference types="node" />
// These tests run in Node (vitest's unit project): they check interop with node:crypto and read the data file.
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from "./password.server";

/** A hash made the way scripts/seed/accounts.mjs makes them (node:crypto). */
function seedHash(password: string, { digest = "sha256", iterations = 100_000, saltBytes = 16 } = {}) {
  const salt = randomBytes(saltBytes);
  const hash = pbkdf2Sync(password, salt, iterations, 32, digest);
  return `pbkdf2-${digest}$${iterations}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

test("a new hash names its algorithm and cost, with a 16-byte salt and a 32-byte key", async () => {
  const stored = await hashPassword("correct horse battery");
  const [algorithm, iterations, salt = "", hash = ""] = stored.split("$");
  expect(algorithm).toBe("pbkdf2-sha256");
  expect(Number(iterations)).toBe(PASSWORD_ITERATIONS);
  expect(Buffer.from(salt, "base64")).toHaveLength(16);
  expect(Buffer.from(hash, "base64")).toHaveLength(32);
  expect(await hashPassword("correct horse battery")).not.toBe(stored);
});

test("the right password verifies, a wrong one does not", async () => {
  const stored = await hashPassword("correct horse battery");
  expect(await verifyPassword("correct horse battery", stored)).toEqual({ valid: true, needsRehash: false });
  expect(await verifyPassword("correct horse batterY", stored)).toEqual({ valid: false, needsRehash: false });
});

test("hashes made by the seed (node:crypto) verify", async () => {
  const stored = seedHash("visiteur-demo-2026");
  expect(await verifyPassword("visiteur-demo-2026", stored)).toEqual({ valid: true, needsRehash: false });
  expect(await verifyPassword("visiteur-demo-2027", stored)).toEqual({ valid: false, needsRehash: false });
});

test("a valid hash with fewer iterations or another digest asks for an upgrade", async () => {
  expect(await verifyPassword("ancien-mot", seedHash("ancien-mot", { iterations: 1000 }))).toEqual({ valid: true, needsRehash: true });
  expect(await verifyPassword("ancien-mot", seedHash("ancien-mot", { digest: "sha1", iterations: 100_000 }))).toEqual({ valid: true, needsRehash: true });
  expect(await verifyPassword("ancien-mot", seedHash("ancien-mot", { digest: "sha512", saltBytes: 8 }))).toEqual({ valid: true, needsRehash: true });
  expect(await verifyPassword("autre-mot", seedHash("ancien-mot", { iterations: 1000 }))).toEqual({ valid: false, needsRehash: false });
});

test("unknown formats, costs above the Workers cap and missing hashes never verify", async () => {
  for (const stored of [null, "", "bcrypt$2b$10$abc", "pbkdf2-md5$1000$AAAA$AAAA", seedHash("x", { iterations: 100_001 }), "pbkdf2-sha256$1e5$AAAA$AAAA"]) {
    expect(await verifyPassword("x", stored)).toEqual({ valid: false, needsRehash: false });
  }
});

test("passwords are compared after Unicode normalisation (é typed composed or decomposed)", async () => {
  const stored = await hashPassword("caf\u00e9-caf\u00e9");
  expect((await verifyPassword("cafe\u0301-cafe\u0301", stored)).valid).toBe(true);
});
