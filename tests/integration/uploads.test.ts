import * as v from "valibot";
import { expect, test } from "vitest";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, workerFetch } from "../support/api-call";

// A PNG's signature and IHDR chunk (1 × 1): what the upload reads of it.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
  return apiCall("POST", "/upload", { rawBody: form, headers });
}

test("an image is stored in R2, typed from its bytes, and served with long cache headers", async () => {
  const session = await createMember();
  const response = await upload(PNG, "avatar.png", session.headers);
  expect(response.status).toBe(201);
  const { url } = v.parse(v.object({ url: v.string() }), await response.json());
  expect(url).toMatch(/^\/uploads\/users\/[\w-]+\/[0-9a-f]{32}\.png$/);
  const served = await workerFetch(url);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/png");
  expect(served.headers.get("cache-control")).toContain("immutable");
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
});

test("a file that is not an image is refused whatever its name, and nothing is stored", async () => {
  const session = await createMember();
  const response = await upload(new TextEncoder().encode("<svg onload=alert(1)>"), "evil.png", session.headers);
  expect(response.status).toBe(415);
  expect(errorOf(await response.json()).code).toBe("unsupported_type");
});

test("uploading needs a session, and images over 5 MB answer 413", async () => {
  expect((await upload(PNG, "a.png")).status).toBe(401);
  const session = await createMember();
  const big = new Uint8Array(5 * 1024 * 1024 + 10);
  big.set(PNG);
  expect((await upload(big, "big.png", session.headers)).status).toBe(413);
});

test("unknown upload paths are 404, never a listing", async () => {
  expect((await workerFetch("/uploads/users/")).status).toBe(404);
  expect((await workerFetch("/uploads/../secrets")).status).toBe(404);
});
