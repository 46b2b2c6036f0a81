// Draws the generated images with node:zlib only: one 1280×800 cover per topic (public/covers/<topic>.png),
// the default social image and the image placeholder (public/images/), and one picto per momentum.
//   node scripts/covers.mjs

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import { MOMENTUMS } from "./seed/taxonomies.mjs";
import { TOPICS } from "./seed/topics.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WIDTH = 1280;
const HEIGHT = 800;

const hex = (color) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
const clamp01 = (v) => Math.min(1, Math.max(0, v));
/** Anti-aliased coverage of a shape from its signed distance in pixels (negative inside). */
const cover = (distance) => clamp01(0.5 - distance);

// Motifs: (x, y) → opacity of white over the gradient.
const MOTIFS = {
  rings: (x, y) => {
    const d = Math.hypot(x - 0.72 * WIDTH, y - 0.45 * HEIGHT);
    return [540, 400, 260, 120].reduce((sum, radius) => sum + 0.07 * cover(d - radius), 0);
  },
  circles: (x, y) =>
    0.12 * cover(Math.hypot(x - 930, y - 260) - 300) + 0.1 * cover(Math.hypot(x - 1120, y - 620) - 240) + 0.08 * cover(Math.hypot(x - 640, y - 760) - 200),
  dots: (x, y) => {
    if (x < 560) return 0;
    return 0.2 * cover(Math.hypot((x % 96) - 48, (y % 96) - 48) - 13);
  },
  stripes: (x, y) => {
    const d = Math.abs(((x + y) % 180) - 90);
    return 0.12 * cover(d - 35);
  },
  waves: (x, y) => 0.12 * cover(500 + 40 * Math.sin(x / 110) - y) + 0.12 * cover(620 + 30 * Math.sin(x / 80 + 1.3) - y),
  triangles: (x, y) => {
    const zigzag = (period, amplitude, base) => base - amplitude * Math.abs(((x / period) % 1) * 2 - 1);
    return 0.14 * cover(zigzag(320, 180, 640) - y) + 0.12 * cover(zigzag(200, 90, 760) - y);
  },
};

/**
 * An RGB image: a diagonal gradient from `from` to `to`, white `motif` on top, then `extra` (x, y, rgb) → rgb.
 * @param {number} width
 * @param {number} height
 * @param {string[]} colors the gradient's two ends
 * @param {any} motif
 * @param {any} [extra]
 */
function paint(width, height, [from, to], motif, extra) {
  const [a, b] = [hex(from), hex(to)];
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.round(64 * (0.6 * (x / width) + 0.4 * (y / height))) / 64; // 64 bands: invisible, compresses well
      const alpha = motif ? motif(x, y) : 0;
      let rgb = [0, 1, 2].map((c) => (a[c] + (b[c] - a[c]) * t) * (1 - alpha) + 255 * alpha);
      if (extra) rgb = extra(x, y, rgb);
      pixels.set(rgb.map(Math.round), (y * width + x) * 3);
    }
  }
  return pixels;
}

/** Blends `color` over `rgb` with opacity `alpha`. */
const blend = (rgb, color, alpha) => rgb.map((v, c) => v * (1 - alpha) + color[c] * alpha);

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** PNG with, for each row, the filter whose output has the smallest sum of absolute values. */
function encodePng(width, height, channels, pixels) {
  const stride = width * channels;
  const filtered = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    let best = { score: Infinity, type: 0, bytes: Buffer.alloc(0) };
    for (let type = 0; type < 5; type++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const left = i >= channels ? row[i - channels] : 0;
        const upLeft = i >= channels ? up[i - channels] : 0;
        const p = left + up[i] - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up[i]), Math.abs(p - upLeft)];
        const paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up[i] : upLeft;
        const predictor = [0, left, up[i], (left + up[i]) >> 1, paeth][type];
        candidate[i] = (row[i] - predictor) & 0xff;
        score += candidate[i] < 128 ? candidate[i] : 256 - candidate[i];
      }
      if (score < best.score) best = { score, type, bytes: Buffer.from(candidate) };
    }
    filtered[y * (stride + 1)] = best.type;
    best.bytes.copy(filtered, y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(filtered, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

function save(path, width, height, pixels, channels = 3) {
  const file = resolve(root, path);
  mkdirSync(dirname(file), { recursive: true });
  const png = encodePng(width, height, channels, pixels);
  writeFileSync(file, png);
  console.log(`${path} ${(png.length / 1024).toFixed(1)} KB`);
}

/** Signed distance to a rectangle centred on (cx, cy), half-sizes (w, h), corner radius r. */
function box(x, y, cx, cy, w, h, r = 0) {
  const qx = Math.abs(x - cx) - w + r;
  const qy = Math.abs(y - cy) - h + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

const WHITE = [255, 255, 255];
const GREEN = [31, 138, 112];
const BLUE = [42, 93, 176];
const LIGHT = [222, 226, 230];

/** A calendar pictogram centred on the social image: a card with a header band, binder rings and day cells. */
function calendarIcon(x, y, rgb) {
  const [cx, cy] = [WIDTH / 2, HEIGHT / 2];
  const card = cover(box(x, y, cx, cy, 150, 130, 22));
  let out = blend(rgb, WHITE, card);
  out = blend(out, GREEN, card * cover(y - (cy - 70)));
  for (const rx of [cx - 70, cx + 70]) out = blend(out, BLUE, cover(box(x, y, rx, cy - 130, 12, 30, 12)));
  for (const [i, dx] of [-80, 0, 80].entries()) {
    for (const [j, dy] of [0, 65].entries()) {
      out = blend(out, i === 2 && j === 1 ? BLUE : LIGHT, cover(box(x, y, cx + dx, cy + dy, 28, 22, 6)));
    }
  }
  return out;
}

/** An image pictogram (frame, sun and two mountains) in grey, for the placeholder. */
function pictureIcon(x, y, rgb) {
  const grey = [173, 181, 189];
  const inside = cover(box(x, y, 640, 400, 166, 116));
  let out = blend(rgb, grey, cover(Math.abs(box(x, y, 640, 400, 180, 130, 16)) - 7));
  out = blend(out, grey, inside * cover(Math.hypot(x - 720, y - 340) - 30));
  const mountains = Math.max(y - 380 - 1.1 * Math.abs(x - 580), y - 420 - 0.9 * Math.abs(x - 700));
  return blend(out, grey, inside * cover(-mountains));
}

/** A momentum picto: a coloured disc with a white ring, on a transparent background (RGBA). */
function picto(color) {
  const size = 256;
  const rgb = hex(color);
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - 128, y - 128);
      const ring = cover(Math.abs(d - 70) - 12);
      pixels.set([...blend(rgb, [255, 255, 255], ring).map(Math.round), Math.round(255 * cover(d - 124))], (y * size + x) * 4);
    }
  }
  return pixels;
}

for (const topic of TOPICS) save(`public/covers/${topic.slug}.png`, WIDTH, HEIGHT, paint(WIDTH, HEIGHT, topic.palette, MOTIFS[topic.motif]));
save("public/images/og-default.png", WIDTH, HEIGHT, paint(WIDTH, HEIGHT, ["#1f8a70", "#2a5db0"], MOTIFS.rings, calendarIcon));
save("public/images/placeholder.png", WIDTH, HEIGHT, paint(WIDTH, HEIGHT, ["#f1f3f5", "#dee2e6"], null, pictureIcon));
for (const momentum of MOMENTUMS) save(`public/images/picto-${momentum.slug}.png`, 256, 256, picto(momentum.color), 4);
