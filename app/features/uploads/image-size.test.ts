import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { readImageSize } from "./image-size";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// SOI, an APP0 segment of 16 bytes, then a baseline frame header: precision 8, height 0x0300, width 0x0400.
const JPEG = bytes([0xff, 0xd8], [0xff, 0xe0, 0, 16], "JFIF\0", [1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xc0, 0, 17, 8, 0x03, 0x00, 0x04, 0x00, 3]);

test("a PNG's size is read from its IHDR chunk", () => {
  expect(readImageSize(new Uint8Array(readFileSync(new URL("../../../public/covers/climat.png", import.meta.url))), "png")).toEqual({
    width: 1280,
    height: 800,
  });
  expect(readImageSize(bytes(PNG_SIGNATURE, [0, 0, 0, 13], "IHDR", [0, 0, 0x9c, 0x40, 0, 0, 0x9c, 0x40]), "png")).toEqual({ width: 40000, height: 40000 });
});

test("a JPEG's size is read from its first frame header, past the segments before it", () => {
  expect(readImageSize(JPEG, "jpg")).toEqual({ width: 1024, height: 768 });
  // A progressive frame (SOF2), after fill bytes.
  expect(readImageSize(bytes([0xff, 0xd8, 0xff, 0xff, 0xc2, 0, 17, 8, 0, 10, 0, 20, 3]), "jpg")).toEqual({ width: 20, height: 10 });
});

test("a header that states no size reads as null", () => {
  expect(readImageSize(bytes(PNG_SIGNATURE, [0, 0, 0, 13], "IHDR"), "png")).toBeNull();
  expect(readImageSize(bytes(PNG_SIGNATURE, [0, 0, 0, 13], "IDAT", [0, 0, 1, 0, 0, 0, 1, 0]), "png")).toBeNull();
  expect(readImageSize(bytes(PNG_SIGNATURE, [0, 0, 0, 13], "IHDR", [0, 0, 0, 0, 0, 0, 1, 0]), "png")).toBeNull();
  expect(readImageSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), "jpg")).toBeNull();
  expect(readImageSize(bytes([0xff, 0xd8, 0x00, 0x00, 0xff, 0xc0]), "jpg")).toBeNull();
  expect(readImageSize(JPEG.subarray(0, JPEG.length - 4), "jpg")).toBeNull();
});

const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
/** A GIF: its screen, then frames (left, top, width, height), each with one data sub-block of 2 bytes. */
function gif(screen: [number, number], frames: [number, number, number, number][]) {
  const parts: number[][] = [
    [...le16(screen[0]), ...le16(screen[1]), 0x80, 0, 0],
    [0, 0, 0, 255, 255, 255],
  ];
  // A graphic control extension before the frames, as animations have.
  parts.push([0x21, 0xf9, 4, 0, 10, 0, 0, 0]);
  for (const [left, top, width, height] of frames) parts.push([0x2c, ...le16(left), ...le16(top), ...le16(width), ...le16(height), 0, 2, 2, 0x4c, 0x01, 0]);
  return bytes("GIF89a", ...parts, [0x3b]);
}

test("a GIF's size is the largest of its screen and of every frame's extent", () => {
  expect(readImageSize(gif([300, 200], [[0, 0, 300, 200]]), "gif")).toEqual({ width: 300, height: 200 });
  expect(readImageSize(gif([20000, 20000], [[0, 0, 1, 1]]), "gif")).toEqual({ width: 20000, height: 20000 });
  // A small screen whose second frame states far more.
  expect(
    readImageSize(
      gif(
        [10, 10],
        [
          [0, 0, 10, 10],
          [60000, 0, 5000, 30000],
        ],
      ),
      "gif",
    ),
  ).toEqual({ width: 65000, height: 30000 });
  expect(readImageSize(gif([10, 10], []).subarray(0, 12), "gif")).toBeNull();
  expect(readImageSize(bytes("GIF89a", [10, 0, 10, 0, 0, 0, 0], [0x99]), "gif")).toBeNull();
});

test("a WebP's size is read from its VP8, VP8L or VP8X chunk", () => {
  const riff = (chunk: string, body: number[]) => bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, [0, 0, 0, 0], body);
  expect(readImageSize(riff("VP8X", [0, 0, 0, 0, ...le24(16383), ...le24(9999)]), "webp")).toEqual({ width: 16384, height: 10000 });
  // 14 bits of width - 1 then 14 of height - 1 after the 0x2f signature: 400 × 300.
  const bits = 399 | (299 << 14);
  expect(readImageSize(riff("VP8L", [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24, 0, 0, 0, 0, 0]), "webp")).toEqual({
    width: 400,
    height: 300,
  });
  expect(readImageSize(riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(640), ...le16(480), 0, 0]), "webp")).toEqual({ width: 640, height: 480 });
  expect(readImageSize(riff("VP8 ", [0, 0, 0, 0, 0, 0, ...le16(640), ...le16(480), 0, 0]), "webp")).toBeNull();
  expect(readImageSize(riff("ALPH", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), "webp")).toBeNull();
});
