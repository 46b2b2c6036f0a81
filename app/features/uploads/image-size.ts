import { MAX_DECODED_PIXELS } from "./webp-versions";

/** An image's dimensions in pixels, as its header states them. */
export type ImageSize = { width: number; height: number };

/** The longest side an uploaded image may have (WebP itself encodes at most 16,383 pixels a side). */
export const MAX_IMAGE_SIDE = 8192;

/**
 * Whether an image of `size` may be stored (docs/product.md §5 "Uploads"), whatever its type and endpoint: at
 * most MAX_DECODED_PIXELS pixels, which a Worker can decode and a phone can show, and MAX_IMAGE_SIDE a side (a
 * 4,194,304 × 1 strip is within the pixels, not within any page).
 */
export function fitsImageLimits({ width, height }: ImageSize): boolean {
  return width * height <= MAX_DECODED_PIXELS && Math.max(width, height) <= MAX_IMAGE_SIDE;
}

/**
 * The dimensions an image states in its headers, read without decoding it: what decoding would cost in memory
 * is known before a byte of pixels is allocated. A GIF's is the largest of its screen and of every frame's extent
 * (a frame may state more than its screen). Null when the headers cannot be read.
 */
export function readImageSize(bytes: Uint8Array, extension: "png" | "jpg" | "gif" | "webp"): ImageSize | null {
  if (extension === "png") return readPngSize(bytes);
  if (extension === "jpg") return readJpegSize(bytes);
  return extension === "gif" ? readGifSize(bytes) : readWebpSize(bytes);
}

const uint16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint32 = (bytes: Uint8Array, at: number) => uint16(bytes, at) * 65536 + uint16(bytes, at + 2);
// GIF and WebP write their numbers little-endian.
const le16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const le24 = (bytes: Uint8Array, at: number) => le16(bytes, at) + (bytes[at + 2] ?? 0) * 65536;
const sized = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);

// The first chunk after the signature is IHDR: its width and height are at bytes 16 and 20.
function readPngSize(bytes: Uint8Array): ImageSize | null {
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  return bytes.length >= 24 && ihdr === "IHDR" ? sized(uint32(bytes, 16), uint32(bytes, 20)) : null;
}

// Markers that stand alone, without a length: TEM, RST0–7, SOI and EOI.
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
// Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC) hold the frame's height, then width.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

// Walks the segments from the start of the file to the first frame header.
function readJpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
    } else if (isStandalone(marker)) {
      at += 2;
    } else if (isStartOfFrame(marker)) {
      return at + 8 < bytes.length ? sized(uint16(bytes, at + 7), uint16(bytes, at + 5)) : null;
    } else {
      at += 2 + uint16(bytes, at + 2);
    }
  }
  return null;
}

/** The bytes after a GIF block's sub-blocks (each a length byte and its data, ended by a zero), or -1 past the end. */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let next = at;
  while (next < bytes.length) {
    const length = bytes[next] ?? 0;
    if (length === 0) return next + 1;
    next += 1 + length;
  }
  return -1;
}

/** A colour table's length from a GIF packed byte: present when its top bit is set, 3 × 2^(n+1) bytes. */
const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

// The logical screen (bytes 6–9), then every image descriptor's left, top, width and height up to the trailer.
function readGifSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 13) return null;
  let width = le16(bytes, 6);
  let height = le16(bytes, 8);
  let at = 13 + colourTable(bytes[10] ?? 0);
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) break; // trailer
    if (introducer === 0x21) {
      at = skipSubBlocks(bytes, at + 2); // extension: introducer, label, sub-blocks
    } else if (introducer === 0x2c) {
      if (at + 10 > bytes.length) return null;
      width = Math.max(width, le16(bytes, at + 1) + le16(bytes, at + 5));
      height = Math.max(height, le16(bytes, at + 3) + le16(bytes, at + 7));
      // The descriptor, its local colour table, the LZW code size byte, then the image data's sub-blocks.
      at = skipSubBlocks(bytes, at + 10 + colourTable(bytes[at + 9] ?? 0) + 1);
    } else {
      return null;
    }
    if (at < 0) return null;
  }
  return sized(width, height);
}

// RIFF, size, "WEBP", then the first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended: the canvas).
function readWebpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8X") return sized(le24(bytes, 24) + 1, le24(bytes, 27) + 1);
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8 ") {
    // A key frame's start code, then 14-bit width and height (2 bits of scale above each).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return sized(le16(bytes, 26) & 0x3fff, le16(bytes, 28) & 0x3fff);
  }
  return null;
}
