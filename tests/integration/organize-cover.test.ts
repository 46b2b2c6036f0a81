import * as v from "valibot";
import { expect, test } from "vitest";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, workerFetch } from "../support/api-call";

// The first bytes of each type, as far as the upload reads them: the type's signature and its stated size (1 × 1).
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 17, 8, 0, 1, 0, 1, 3]);
const GIF = new Uint8Array([...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0, 0x3b]);
const WEBP = new Uint8Array([...new TextEncoder().encode("RIFF\x1a\x00\x00\x00WEBPVP8 "), 10, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 1, 0, 1, 0]);

function cover(bytes: Uint8Array<ArrayBuffer>, name: string, headers: Record<string, string> = {}, ip?: string) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
  return apiCall("POST", "/events/cover", { rawBody: form, headers, ip });
}

test("a PNG, JPEG or GIF cover is stored, typed from its bytes, under a URL a cover may have, and served as it was sent", async () => {
  const member = await createMember();
  for (const [bytes, extension, type] of [
    [PNG, "png", "image/png"],
    [JPEG, "jpg", "image/jpeg"],
    [GIF, "gif", "image/gif"],
  ] as const) {
    // The name says png for all three: only the bytes count.
    const response = await cover(bytes, "couverture.png", member.headers);
    expect([extension, response.status]).toEqual([extension, 201]);
    const { url } = v.parse(v.object({ url: v.string() }), await response.json());
    expect(url).toMatch(new RegExp(`^/uploads/users/${member.id}/[0-9a-f]{32}\\.${extension}$`));
    const served = await workerFetch(url);
    expect(served.headers.get("content-type")).toBe(type);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  }
});

test("a WebP image or a text named .png is refused with 415 unsupported_type, though POST /upload still takes WebP", async () => {
  const member = await createMember();
  for (const [bytes, name] of [
    [WEBP, "couverture.webp"],
    [new TextEncoder().encode("<svg onload=alert(1)>"), "couverture.png"],
  ] as const) {
    const response = await cover(bytes, name, member.headers);
    expect([name, response.status, errorOf(await response.json()).code]).toEqual([name, 415, "unsupported_type"]);
  }
  const form = new FormData();
  form.set("file", new File([WEBP], "avatar.webp"));
  expect((await apiCall("POST", "/upload", { rawBody: form, headers: member.headers })).status).toBe(201);
});

test("a cover over 5 MB answers 413 file_too_large, before the body is read", async () => {
  const member = await createMember();
  const big = new Uint8Array(5 * 1024 * 1024 + 10);
  big.set(PNG);
  const response = await cover(big, "grande.png", member.headers);
  expect([response.status, errorOf(await response.json()).code]).toEqual([413, "file_too_large"]);
  // A declared length over the limit is refused without a session even being looked at.
  const declared = await apiCall("POST", "/events/cover", {
    rawBody: "x",
    headers: { "Content-Length": String(6 * 1024 * 1024), "Content-Type": "multipart/form-data; boundary=x" },
  });
  expect(declared.status).toBe(413);
});

test("uploading a cover needs a session, a file field, and stays within the hourly budget of the user", async () => {
  const anonymous = await cover(PNG, "a.png");
  expect([anonymous.status, errorOf(await anonymous.json()).code]).toEqual([401, "unauthorized"]);
  const member = await createMember();
  const form = new FormData();
  form.set("file", "pas un fichier");
  expect((await apiCall("POST", "/events/cover", { rawBody: form, headers: member.headers })).status).toBe(400);
  for (let i = 1; i < 30; i++) expect((await cover(PNG, "a.png", member.headers)).status).toBe(201);
  const limited = await cover(PNG, "a.png", member.headers);
  expect([limited.status, errorOf(await limited.json()).code]).toEqual([429, "rate_limited"]);
  expect((await cover(PNG, "a.png", (await createMember()).headers)).status).toBe(201);
});
