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
