/** An image's dimensions in pixels, as its header states them. */
export type ImageSize = { width: number; height: number };

/**
 * The dimensions a PNG or JPEG states in its header, read without decoding it: what decoding would cost in
 * memory is known before a byte of pixels is allocated. Null when the header cannot be read.
 */
export function readImageSize(bytes: Uint8Array, extension: "png" | "jpg"): ImageSize | null {
  return extension === "png" ? readPngSize(bytes) : readJpegSize(bytes);
}

const uint16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint32 = (bytes: Uint8Array, at: number) => uint16(bytes, at) * 65536 + uint16(bytes, at + 2);
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
