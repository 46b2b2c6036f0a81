import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { MAX_DECODED_PIXELS } from "./webp-versions";
import { fittedImageSize, readJpegOrientation, imageForUpload } from "./image-for-upload";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const big = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const big16 = (value: number) => [value >>> 8, value & 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

type Entry = { tag: number; type: number; count: number; value: number };
const orientation = (value: number): Entry => ({ tag: 0x0112, type: 3, count: 1, value });

/** A TIFF header and an IFD0 of `entries` (12 bytes each, a SHORT value in the first two bytes of its field). */
function tiff(order: "II" | "MM", entries: Entry[]): number[] {
  const u16 = (value: number) => (order === "MM" ? big16(value) : big16(value).reverse());
  const u32 = (value: number) => (order === "MM" ? big(value) : big(value).reverse());
  const ifd = entries.flatMap(({ tag, type, count, value }) => [...u16(tag), ...u16(type), ...u32(count), ...u16(value), 0, 0]);
  return [...ascii(order), ...u16(42), ...u32(8), ...u16(entries.length), ...ifd, ...u32(0)];
}

const segment = (marker: number, body: number[]) => [0xff, marker, ...big16(body.length + 2), ...body];
const exif = (body: number[]) => segment(0xe1, [...ascii("Exif"), 0, 0, ...body]);
const JFIF = segment(0xe0, [...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
// A baseline frame header for 800 × 600 pixels (three components), then the end of the image.
const FRAME = segment(0xc0, [8, ...big16(600), ...big16(800), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const jpeg = (...segments: number[][]) => new Uint8Array([0xff, 0xd8, ...segments.flat(), ...FRAME, 0xff, 0xd9]);

test("a 12-megapixel photo is fitted under the server's pixel limit with its proportions", () => {
  const size = fittedImageSize({ width: 4000, height: 3000 });
  expect(size).toEqual({ width: 2364, height: 1773 });
  expect(2364 * 1773).toBeLessThanOrEqual(MAX_DECODED_PIXELS);
  expect(fittedImageSize({ width: 3000, height: 4000 })).toEqual({ width: 1773, height: 2364 });
  const panorama = fittedImageSize({ width: 12000, height: 2000 });
  expect(panorama).toEqual({ width: 5016, height: 836 });
});

test("a strip within the pixels but over 8192 a side is shrunk to 8192 on its long side", () => {
  expect(fittedImageSize({ width: 4_194_304, height: 1 })).toEqual({ width: 8192, height: 1 });
  expect(fittedImageSize({ width: 200, height: 10_000 })).toEqual({ width: 163, height: 8192 });
});

test("an image at the limit or under it is not resized", () => {
  expect(fittedImageSize({ width: 2048, height: 2048 })).toBeNull();
  expect(fittedImageSize({ width: 2560, height: 1600 })).toBeNull();
  expect(fittedImageSize({ width: 1280, height: 800 })).toBeNull();
  expect(fittedImageSize({ width: 2049, height: 2048 })).toEqual({ width: 2048, height: 2047 });
});

test("a cover under the limit, a GIF or a file that is no image goes as it is, without being decoded", async () => {
  // Node has no createImageBitmap: any attempt to decode would throw.
  const png = new File([readFileSync("public/covers/climat.png")], "climat.png", { type: "image/png" });
  expect(await imageForUpload(png)).toBe(png);
  const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0xa0, 0x0f, 0xb8, 0x0b])], "anim.gif", { type: "image/gif" });
  expect(await imageForUpload(gif)).toBe(gif);
  const text = new File(["pas une image"], "notes.png", { type: "image/png" });
  expect(await imageForUpload(text)).toBe(text);
});

test("a PNG whose header states too many pixels is decoded to be shrunk", async () => {
  const huge = new File([new Uint8Array([...PNG_SIGNATURE, ...IHDR, ...big(4000), ...big(3000)])], "photo.png", { type: "image/png" });
  await expect(imageForUpload(huge)).rejects.toThrow(/createImageBitmap/);
});

test("the EXIF orientation is read from a big- or little-endian IFD0, after a JFIF segment and other tags", () => {
  for (const order of ["MM", "II"] as const) {
    for (const value of [1, 6, 8]) {
      expect(readJpegOrientation(jpeg(exif(tiff(order, [orientation(value)]))))).toBe(value);
    }
    const make = { tag: 0x010f, type: 2, count: 1, value: 0 };
    expect(readJpegOrientation(jpeg(JFIF, exif(tiff(order, [make, orientation(6)]))))).toBe(6);
  }
});

test("a JPEG without EXIF, with only XMP or with no orientation tag is upright", () => {
  expect(readJpegOrientation(jpeg())).toBe(1);
  expect(readJpegOrientation(jpeg(JFIF))).toBe(1);
  expect(readJpegOrientation(jpeg(segment(0xe1, ascii("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>"))))).toBe(1);
  expect(readJpegOrientation(jpeg(exif(tiff("MM", [{ tag: 0x010f, type: 2, count: 1, value: 0 }]))))).toBe(1);
});

test("an orientation that is not one SHORT from 1 to 8 is read as upright", () => {
  expect(readJpegOrientation(jpeg(exif(tiff("MM", [orientation(9)]))))).toBe(1);
  expect(readJpegOrientation(jpeg(exif(tiff("MM", [orientation(0)]))))).toBe(1);
  expect(readJpegOrientation(jpeg(exif(tiff("MM", [{ tag: 0x0112, type: 4, count: 1, value: 6 }]))))).toBe(1);
  expect(readJpegOrientation(jpeg(exif(tiff("MM", [{ tag: 0x0112, type: 3, count: 2, value: 6 }]))))).toBe(1);
});

test("a truncated JPEG reads as upright until its orientation entry is whole, without throwing", () => {
  const whole = jpeg(exif(tiff("MM", [orientation(6)])));
  // SOI (2), the APP1 marker and length (4), "Exif\0\0" (6), the TIFF header (8), the entry count (2), one entry (12).
  const entryEnd = 2 + 4 + 6 + 8 + 2 + 12;
  for (let length = 0; length <= whole.length; length++) {
    expect(readJpegOrientation(whole.subarray(0, length))).toBe(length >= entryEnd ? 6 : 1);
  }
});

test("garbled EXIF segments and random bytes never throw and never read past the buffer", () => {
  const garbled = [
    [0xff, 0xd8, 0xff, 0xe1, 0, 0],
    [0xff, 0xd8, 0xff, 0xe1, 0, 1, 0xff, 0xe1],
    [0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, ...ascii("Exif"), 0, 0, ...ascii("MM"), 0, 42, 0xff, 0xff, 0xff, 0xf0],
    [0xff, 0xd8, 0xff, 0xe1, 0, 20, ...ascii("Exif"), 0, 0, ...ascii("MM"), 0, 42, 0, 0, 0, 8, 0xff, 0xff],
    [0xff, 0xd8, ...exif([...ascii("XX"), 0, 42, 0, 0, 0, 8])],
    [0xff, 0xd8, ...exif([...ascii("MM"), 0, 43, 0, 0, 0, 8])],
    [0xff, 0xd8, 0x12, 0x34, 0xff, 0xe1],
  ];
  for (const bytes of garbled) expect(readJpegOrientation(new Uint8Array(bytes))).toBe(1);
  let seed = 7;
  for (let i = 0; i < 2000; i++) {
    const bytes = new Uint8Array(12 + (i % 80));
    bytes.set([0xff, 0xd8, 0xff, 0xe1, 0, i % 90, ...ascii("Exif"), 0, 0]);
    for (let at = 12; at < bytes.length; at++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      bytes[at] = at % 7 === 0 ? 0 : seed >> 16;
    }
    const read = readJpegOrientation(bytes);
    expect(read >= 1 && read <= 8).toBe(true);
  }
});

test("an EXIF segment past the first 64 KB is not looked for", () => {
  const comment = (length: number) => segment(0xfe, new Array<number>(length - 2).fill(0x20));
  const rotated = exif(tiff("MM", [orientation(6)]));
  expect(readJpegOrientation(jpeg(comment(60_000), rotated))).toBe(6);
  expect(readJpegOrientation(jpeg(comment(65_533), rotated))).toBe(1);
});

test("a JPEG under the limit goes as it is when upright, and is decoded to be drawn upright when its EXIF turns it", async () => {
  // Node has no createImageBitmap: any attempt to decode would throw.
  const upright = new File([jpeg(exif(tiff("II", [orientation(1)])))], "photo.jpg", { type: "image/jpeg" });
  expect(await imageForUpload(upright)).toBe(upright);
  for (const value of [6, 8]) {
    const turned = new File([jpeg(JFIF, exif(tiff("II", [orientation(value)])))], "photo.jpg", { type: "image/jpeg" });
    await expect(imageForUpload(turned)).rejects.toThrow(/createImageBitmap/);
  }
});
