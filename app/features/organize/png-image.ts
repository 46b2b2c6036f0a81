/**
 * A black-and-white PNG written by hand (PNG specification, ISO/IEC 15948): 1-bit greyscale, one IDAT chunk
 * compressed with CompressionStream("deflate"), which gives the zlib format (RFC 1950) that IDAT requires,
 * each chunk closed by its CRC-32. Mail clients show PNG where they refuse SVG.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of PNG chunks and zip files (polynomial 0xEDB88320). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function uint32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const typed = new Uint8Array([...type].map((char) => char.charCodeAt(0)).concat(Array.from(data)));
  return new Uint8Array([...uint32(data.length), ...typed, ...uint32(crc32(typed))]);
}

/** zlib-wrapped deflate of `bytes` (CompressionStream "deflate" is RFC 1950, not raw deflate). */
async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The scanlines of 1-bit greyscale: a filter byte (0, none), then 8 pixels a byte, 1 for white. */
function scanlines(dark: (x: number, y: number) => boolean, width: number, height: number): Uint8Array<ArrayBuffer> {
  const stride = Math.ceil(width / 8);
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (stride + 1) + 1 + (x >> 3);
      if (!dark(x, y)) raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  return raw;
}

/** A `width` × `height` PNG whose pixel (x, y) is black when `dark(x, y)`. */
export async function blackAndWhitePng(dark: (x: number, y: number) => boolean, width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  // IHDR: size, bit depth 1, colour type 0 (greyscale), deflate, adaptive filtering, no interlace.
  const header = new Uint8Array([...uint32(width), ...uint32(height), 1, 0, 0, 0, 0]);
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk("IHDR", header),
    chunk("IDAT", await deflate(scanlines(dark, width, height))),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (png.set(part, offset), offset + part.length), 0);
  return png;
}
