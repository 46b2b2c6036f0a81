import { expect, test } from "vitest";
import { crc32 } from "./png-image";
import { PNG_MODULE_PIXELS, qrModules, qrPng, qrSvg } from "./qr-code";

type Chunk = { type: string; data: Uint8Array; crc: number };

function chunksOf(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length), crc: view.getUint32(offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

test("CRC-32 gives the published check values", () => {
  expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
  expect(crc32(new TextEncoder().encode("IEND"))).toBe(0xae426082);
});

test("a ticket's QR code is a version 1 code (21 modules) inside a quiet zone of 4, finder patterns in three corners", () => {
  const modules = qrModules("ABCD2345");
  expect(modules).toHaveLength(29);
  const finderRow = modules[4]?.slice(4, 11);
  expect(finderRow).toEqual([true, true, true, true, true, true, true]);
  expect(modules[0]?.every((dark) => !dark)).toBe(true);
  expect(modules[4]?.slice(18, 25)).toEqual(finderRow);
  expect(modules[18]?.slice(4, 11)).toEqual(finderRow);
  expect(modules[18]?.slice(18, 25)).not.toEqual(finderRow);
  expect(qrModules("ABCD2346")).not.toEqual(modules);
});

test("the PNG is valid: signature, chunks with their CRC, zlib data whose pixels are the modules", async () => {
  const png = await qrPng("ABCD2345");
  expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = chunksOf(png);
  expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
  for (const c of chunks) expect(c.crc).toBe(crc32(new Uint8Array([...new TextEncoder().encode(c.type), ...c.data])));
  const side = 29 * PNG_MODULE_PIXELS;
  const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset);
  expect([header.getUint32(0), header.getUint32(4), ...chunks[0]!.data.subarray(8)]).toEqual([side, side, 1, 0, 0, 0, 0]);
  // zlib header: deflate with a 32 KB window, check bits making the first two bytes a multiple of 31.
  expect((chunks[1]!.data[0]! << 8) | chunks[1]!.data[1]!).toSatisfy((n: number) => n % 31 === 0 && n >> 8 === 0x78);
  const raw = await inflate(new Uint8Array(chunks[1]!.data));
  const stride = side / 8 + 1;
  expect(raw.length).toBe(stride * side);
  const modules = qrModules("ABCD2345");
  const pixel = (x: number, y: number) => (raw[y * stride + 1 + (x >> 3)]! & (0x80 >> (x & 7))) === 0;
  for (let y = 0; y < side; y += 3) {
    expect(raw[y * stride]).toBe(0);
    for (let x = 0; x < side; x += 3) expect(pixel(x, y)).toBe(modules[Math.floor(y / PNG_MODULE_PIXELS)]![Math.floor(x / PNG_MODULE_PIXELS)]);
  }
});

test("the SVG draws one unit square per dark module on a white ground", () => {
  const svg = qrSvg("ABCD2345");
  const darkCount = qrModules("ABCD2345").flat().filter(Boolean).length;
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29"/);
  expect(svg.match(/h1v1h-1z/g)).toHaveLength(darkCount);
});
