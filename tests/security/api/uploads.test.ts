import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import worker from "../../../workers/app";
import { callWorker } from "./support/call-worker";
import { isErrorShape } from "./support/probe";
import { createPerson, type Person } from "./support/world";

/*
 * Uploads (docs/security.md §1 "Validation"): both endpoints, POST /upload and POST /events/cover, type an image
 * by its bytes, read its dimensions from its headers and hold every type to the same limits (4 megapixels, 8192 a
 * side); what they store is served as the image it is, never as a page.
 */

const ENDPOINTS = ["/api/v1/upload", "/api/v1/events/cover"] as const;

const bytes = (...parts: (number[] | string)[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const be32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];

const png = (width: number, height: number) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR", be32(width), be32(height), [8, 2, 0, 0, 0]);
const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, 0, 16],
    "JFIF\0",
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3],
  );
/** A GIF of one colour: its screen and one frame at (left, top) of (width, height), then the trailer and `tail`. */
const gif = (screen: [number, number], frame: [number, number, number, number], tail = "") =>
  bytes("GIF89a", le16(screen[0]), le16(screen[1]), [0x80, 0, 0, 0, 0, 0, 255, 255, 255], [0x2c, ...frame.flatMap(le16), 0, 2, 2, 0x4c, 0x01, 0], [0x3b], tail);
const webp = (width: number, height: number) => bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8X", [10, 0, 0, 0], [0, 0, 0, 0], le24(width - 1), le24(height - 1));

async function upload(path: string, person: Person, file: Uint8Array<ArrayBuffer>, name = "image.png") {
  const form = new FormData();
  form.append("file", new File([file], name));
  const envelope = new Response(form);
  const body = new Uint8Array(await envelope.arrayBuffer());
  const response = await callWorker(path, { method: "POST", headers: { ...person.headers, "Content-Type": envelope.headers.get("Content-Type") ?? "" }, body });
  const text = await response.text();
  const contentType = response.headers.get("Content-Type") ?? "";
  return { status: response.status, text, contentType, json: JSON.parse(text) as { url?: string; error?: { code: string } } };
}

const storedCount = async (person: Person) => (await env.UPLOADS.list({ prefix: `users/${person.id}/` })).objects.length;

test("dimension bombs of every image type are refused (413 image_too_large) at both endpoints, and nothing is stored", async () => {
  const person = await createPerson();
  const bombs: [string, Uint8Array<ArrayBuffer>][] = [
    ["PNG 20000 × 20000", png(20_000, 20_000)],
    ["PNG 4,194,304 × 1", png(4_194_304, 1)],
    ["PNG 1 × 9000", png(1, 9000)],
    ["JPEG 20000 × 20000", jpeg(20_000, 20_000)],
    ["GIF screen 20000 × 20000", gif([20_000, 20_000], [0, 0, 1, 1])],
    ["GIF 10 × 10 screen, frame 60000 × 30000", gif([10, 10], [0, 0, 60_000, 30_000])],
    ["WebP 16384 × 16384", webp(16_384, 16_384)],
  ];
  for (const path of ENDPOINTS) {
    for (const [name, file] of bombs) {
      const answer = await upload(path, person, file);
      // The cover endpoint takes no WebP at all (415): covers are JPEG, GIF or PNG.
      const refusal = path.endsWith("/cover") && name.startsWith("WebP") ? [415, "unsupported_type"] : [413, "image_too_large"];
      expect([answer.status, answer.json.error?.code], `${path} ${name}`).toEqual(refusal);
      expect(isErrorShape(answer)).toBe(true);
    }
  }
  expect(await storedCount(person)).toBe(0);
});

test("an image at the limits is stored at both endpoints; one whose header states no size is refused (415)", async () => {
  const person = await createPerson();
  for (const path of ENDPOINTS) {
    const ok = await upload(path, person, gif([2048, 2048], [0, 0, 2048, 2048]), "a.gif");
    expect(ok.status, path).toBe(201);
    expect(ok.json.url).toMatch(/^\/uploads\/users\/[\w-]+\/[0-9a-f]{32}\.gif$/);
    const truncated = await upload(path, person, gif([10, 10], [0, 0, 10, 10]).subarray(0, 12), "b.gif");
    expect([truncated.status, truncated.json.error?.code], path).toEqual([415, "unsupported_type"]);
  }
  expect(await storedCount(person)).toBe(2);
});

test("SVG, HTML and scripts are refused whatever their name; a GIF that is also a script is served as an image only", async () => {
  const person = await createPerson();
  const refused: [string, Uint8Array<ArrayBuffer>][] = [
    ["a.svg", bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')],
    ["a.png", bytes("<!doctype html><script>alert(3)</script>")],
    ["a.gif", bytes("/*GIF89a*/alert(4)")],
    ["a.png", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
  ];
  for (const path of ENDPOINTS) {
    for (const [name, file] of refused) {
      const answer = await upload(path, person, file, name);
      expect([answer.status, answer.json.error?.code], `${path} ${name}`).toEqual([415, "unsupported_type"]);
    }
  }
  // GIF89a with HTML and a script after its trailer: a valid image, and a page if anything served it as one.
  const polyglot = gif([16, 16], [0, 0, 16, 16], "<html><script>alert(5)</script></html>");
  const stored = await upload("/api/v1/upload", person, polyglot, "a.html");
  expect(stored.status).toBe(201);
  const served = await callWorker(stored.json.url ?? "");
  expect(served.status).toBe(200);
  expect(served.headers.get("Content-Type")).toBe("image/gif");
  expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(served.headers.get("Content-Security-Policy")).toContain("sandbox");
  expect(served.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
});

/** `megabytes` of a multipart body streamed in chunks, with no Content-Length. */
function chunked(boundary: string, megabytes: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunk = new Uint8Array(1024 * 1024).fill(0x41);
  let sent = -1;
  return new ReadableStream({
    pull(controller) {
      if (sent === -1) controller.enqueue(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`));
      else if (sent < megabytes) controller.enqueue(chunk);
      else {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      }
      sent += 1;
    },
  });
}

test("an upload over 5 MB is refused with 413, announced or sent in chunks, at both endpoints", async () => {
  const person = await createPerson();
  for (const path of ENDPOINTS) {
    for (const announced of [true, false]) {
      const boundary = "sondeboundary";
      const headers = new Headers({ ...person.headers, "Content-Type": `multipart/form-data; boundary=${boundary}`, "CF-Connecting-IP": "198.51.100.44" });
      if (announced) headers.set("Content-Length", String(7 * 1024 * 1024));
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`http://localhost${path}`, { method: "POST", headers, body: chunked(boundary, 7), duplex: "half" } as RequestInit),
        env,
        ctx,
      );
      const text = await response.text();
      await waitOnExecutionContext(ctx);
      expect([response.status, JSON.parse(text).error?.code], `${path} announced=${announced}`).toEqual([413, expect.stringMatching(/too_large/)]);
    }
  }
  expect(await storedCount(person)).toBe(0);
});
