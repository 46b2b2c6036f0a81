import { expect, test } from "vitest";
import { shrinkImage, type RgbaImage } from "./shrink-image";

/** An image of `width` × `height` whose pixel (x, y) is `pixel(x, y)`. */
function paint(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { data, width, height };
}
const pixelAt = (image: RgbaImage, x: number, y: number) => [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x + 1) * 4)];

test("an image is made the given width, its height in proportion", () => {
  const shrunk = shrinkImage(
    paint(1280, 800, () => [10, 20, 30, 255]),
    640,
  );
  expect([shrunk.width, shrunk.height, shrunk.data.length]).toEqual([640, 400, 640 * 400 * 4]);
  expect(pixelAt(shrunk, 639, 399)).toEqual([10, 20, 30, 255]);
  const odd = shrinkImage(
    paint(1000, 333, () => [0, 0, 0, 255]),
    640,
  );
  expect([odd.width, odd.height]).toEqual([640, 213]);
  expect(
    shrinkImage(
      paint(5000, 1, () => [0, 0, 0, 255]),
      640,
    ).height,
  ).toBe(1);
});

test("each new pixel is the average of the source pixels it covers", () => {
  // Columns alternate black and white: halved, every pixel is mid-grey.
  const stripes = shrinkImage(
    paint(4, 2, (x) => (x % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255])),
    2,
  );
  expect([pixelAt(stripes, 0, 0), pixelAt(stripes, 1, 0)]).toEqual([
    [128, 128, 128, 255],
    [128, 128, 128, 255],
  ]);
  // Three pixels into two: the middle one is shared, half to each.
  const thirds = shrinkImage(
    paint(3, 3, (x) => [[0, 120, 240][x] ?? 0, 0, 0, 255]),
    2,
  );
  expect([pixelAt(thirds, 0, 0)[0], pixelAt(thirds, 1, 0)[0]]).toEqual([40, 200]);
  expect(thirds.height).toBe(2);
});

test("transparent pixels lend no colour, and transparency is averaged", () => {
  const half = shrinkImage(
    paint(2, 2, (x) => (x === 0 ? [255, 0, 0, 255] : [0, 255, 0, 0])),
    1,
  );
  expect(pixelAt(half, 0, 0)).toEqual([255, 0, 0, 128]);
  expect(
    pixelAt(
      shrinkImage(
        paint(2, 2, () => [9, 9, 9, 0]),
        1,
      ),
      0,
      0,
    ),
  ).toEqual([0, 0, 0, 0]);
});

test("an image no wider than the width is returned as it is, never enlarged", () => {
  const small = paint(500, 300, () => [1, 2, 3, 255]);
  expect(shrinkImage(small, 640)).toBe(small);
  expect(shrinkImage(small, 500)).toBe(small);
});
