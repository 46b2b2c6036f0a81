import encodeJpeg, { init as initJpegEncoder } from "@jsquash/jpeg/encode.js";
import mozjpegEncoder from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
import { encode as encodePng } from "@jsquash/png/codec/pkg/squoosh_png.js";
import { init as initPng } from "@jsquash/png/decode.js";
import png from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test, vi } from "vitest";
import { coverVersionUrl } from "~/features/events/cover";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, workerFetch } from "../support/api-call";

/** A photo-like picture of `width` × `height`: gradients, so the encoders have something to compress. */
function picture(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i % width) % 256, Math.floor(i / width) % 256, 128, 255], i * 4);
  return { data, width, height, colorSpace: "srgb" as const };
}

async function pngOf(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  await initPng(png);
  const { data } = picture(width, height);
  return new Uint8Array(encodePng(new Uint8Array(data.buffer), width, height, 8));
}

async function jpegOf(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  await initJpegEncoder(mozjpegEncoder);
  return new Uint8Array(await encodeJpeg(picture(width, height), { quality: 80 }));
}

/** A WebP file's canvas size: from its VP8 (lossy), VP8L (lossless) or VP8X (extended) header. */
function webpSize(bytes: Uint8Array) {
  const text = (from: number, to: number) => new TextDecoder().decode(bytes.subarray(from, to));
  expect(text(0, 4) + text(8, 12)).toBe("RIFFWEBP");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const chunk = text(12, 16);
  if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") return { width: (view.getUint32(21, true) & 0x3fff) + 1, height: ((view.getUint32(21, true) >> 14) & 0x3fff) + 1 };
  return { width: (view.getUint32(24, true) & 0xffffff) + 1, height: (view.getUint32(27, true) & 0xffffff) + 1 };
}

async function uploadCover(bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string>) {
  const form = new FormData();
  form.set("file", new File([bytes], "couverture.jpg", { type: "image/jpeg" }));
  return apiCall("POST", "/events/cover", { rawBody: form, headers });
}

const UrlAnswer = v.object({ url: v.string() });
const storedKeys = async (userId: string) => (await env.UPLOADS.list({ prefix: `users/${userId}/` })).objects.map((object) => object.key).sort();

test("a PNG and a JPEG cover are stored with WebP versions 640 and 1280 pixels wide, served like the original", async () => {
  const member = await createMember();
  for (const [bytes, extension] of [
    [await pngOf(1400, 875), "png"],
    [await jpegOf(1400, 1050), "jpg"],
  ] as const) {
    const response = await uploadCover(bytes, member.headers);
    expect(response.status).toBe(201);
    const { url } = v.parse(UrlAnswer, await response.json());
    // The stored URL is the original's, its name saying that its versions are beside it.
    expect(url).toMatch(new RegExp(`^/uploads/users/${member.id}/[0-9a-f]{32}-640-1280\\.${extension}$`));
    expect(new Uint8Array(await (await workerFetch(url)).arrayBuffer())).toEqual(bytes);
    for (const width of [640, 1280]) {
      const version = await workerFetch(coverVersionUrl(url, width));
      expect([extension, width, version.status, version.headers.get("content-type")]).toEqual([extension, width, 200, "image/webp"]);
      expect(version.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytesOfVersion = new Uint8Array(await version.arrayBuffer());
      expect(webpSize(bytesOfVersion)).toEqual({ width, height: extension === "png" ? width * 0.625 : width * 0.75 });
      expect(bytesOfVersion.byteLength).toBeLessThan(bytes.byteLength);
    }
  }
});

test("a cover narrower than a version's width is never enlarged: that version keeps the cover's width", async () => {
  const member = await createMember();
  const { url } = v.parse(UrlAnswer, await (await uploadCover(await jpegOf(800, 500), member.headers)).json());
  expect(url).toMatch(/-640-1280\.jpg$/);
  expect(webpSize(new Uint8Array(await (await workerFetch(coverVersionUrl(url, 640))).arrayBuffer()))).toEqual({ width: 640, height: 400 });
  expect(webpSize(new Uint8Array(await (await workerFetch(coverVersionUrl(url, 1280))).arrayBuffer()))).toEqual({ width: 800, height: 500 });
});

test("a cover with more pixels than a Worker may decode is refused with 413 image_too_large, and nothing is stored", async () => {
  const member = await createMember();
  // A JPEG header stating 4096 × 2048 pixels (8 Mi): refused from the header, before anything is decoded.
  const header = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0x08, 0x00, 0x10, 0x00, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const response = await uploadCover(header, member.headers);
  expect(response.status).toBe(413);
  const error = errorOf(await response.json());
  expect(error.code).toBe("image_too_large");
  expect(error.message).toContain("4194304 pixels");
  expect(await storedKeys(member.id)).toEqual([]);
});

test("a cover whose versions cannot be made is stored alone, under a name without the mark, and the failure is logged", async () => {
  const member = await createMember();
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const broken = await pngOf(100, 100);
  broken.fill(0, 40); // the header stays, the pixels are lost
  const response = await uploadCover(broken, member.headers);
  expect(response.status).toBe(201);
  const { url } = v.parse(UrlAnswer, await response.json());
  expect(url).toMatch(/\/[0-9a-f]{32}\.png$/);
  expect(logged).toHaveBeenCalledWith("cover versions not made:", expect.any(String));
  logged.mockRestore();
  expect(await storedKeys(member.id)).toEqual([url.replace("/uploads/", "")]);
  expect((await workerFetch(coverVersionUrl(url, 640))).status).toBe(404);
});

test("a strip within the pixels but longer than 8,192 pixels a side is refused (413 image_too_large), never decoded nor stored", async () => {
  const member = await createMember();
  const strip = await pngOf(9000, 2);
  const response = await uploadCover(strip, member.headers);
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ error: { code: "image_too_large" } });
  expect(await storedKeys(member.id)).toEqual([]);
});

test("a GIF cover is stored as it is, without versions", async () => {
  const member = await createMember();
  // A 1 × 1 GIF: its screen, no colour table, one frame of one pixel, the trailer.
  const gif = new Uint8Array([...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0, 0x3b]);
  const { url } = v.parse(UrlAnswer, await (await uploadCover(gif, member.headers)).json());
  expect(url).toMatch(/\/[0-9a-f]{32}\.gif$/);
  expect(await storedKeys(member.id)).toEqual([url.replace("/uploads/", "")]);
});
