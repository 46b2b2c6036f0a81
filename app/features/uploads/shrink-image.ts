/** Decoded pixels: rows of RGBA bytes, as the codecs give and take them. */
export type RgbaImage = { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number };

/** For each source pixel of a line of `from` pixels made `to`: the target pixel it falls in, and its share of itself in that one (the rest goes to the next). */
function coverage(from: number, to: number) {
  const target = new Uint32Array(from);
  const share = new Float64Array(from);
  for (let i = 0; i < from; i++) {
    // In units of 1/to of a source pixel, source pixel i spans [i·to, (i+1)·to), target pixel t spans [t·from, (t+1)·from): exact integers.
    const t = Math.floor((i * to) / from);
    target[i] = t;
    share[i] = Math.min(1, ((t + 1) * from - i * to) / to);
  }
  return { target, share };
}

/**
 * `image` made `width` pixels wide, keeping its proportions, by averaging the source pixels that each new pixel
 * covers (weighted by alpha, so transparent pixels lend no colour). Never enlarges: an image at most `width` wide
 * is returned as it is. It reads the source one row at a time and keeps two rows of sums: memory is the result
 * and a few rows, whatever the source's size (docs/decisions/019-responsive-covers.md).
 */
export function shrinkImage(image: RgbaImage, width: number): RgbaImage {
  if (image.width <= width) return image;
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const columns = coverage(image.width, width);
  const rows = coverage(image.height, height);
  const area = (image.width / width) * (image.height / height);
  const data = new Uint8ClampedArray(width * height * 4);
  const line = new Float64Array(width * 4);
  let current = new Float64Array(width * 4);
  let next = new Float64Array(width * 4);
  let row = 0;
  const emit = () => {
    for (let x = 0; x < width; x++) {
      const alpha = current[x * 4 + 3] ?? 0;
      const at = (row * width + x) * 4;
      for (let c = 0; c < 3; c++) data[at + c] = alpha > 0 ? (current[x * 4 + c] ?? 0) / alpha : 0;
      data[at + 3] = alpha / area;
    }
  };
  for (let y = 0; y < image.height; y++) {
    const targetRow = rows.target[y] ?? 0;
    while (row < targetRow) {
      emit();
      [current, next] = [next, current.fill(0)];
      row += 1;
    }
    line.fill(0);
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + x) * 4;
      const alpha = image.data[from + 3] ?? 0;
      const into = (columns.target[x] ?? 0) * 4;
      const share = columns.share[x] ?? 1;
      for (let c = 0; c < 4; c++) {
        const value = c === 3 ? alpha : (image.data[from + c] ?? 0) * alpha;
        line[into + c] = (line[into + c] ?? 0) + value * share;
        if (share < 1) line[into + 4 + c] = (line[into + 4 + c] ?? 0) + value * (1 - share);
      }
    }
    const share = rows.share[y] ?? 1;
    for (let i = 0; i < line.length; i++) {
      current[i] = (current[i] ?? 0) + (line[i] ?? 0) * share;
      if (share < 1) next[i] = (next[i] ?? 0) + (line[i] ?? 0) * (1 - share);
    }
  }
  emit();
  return { data, width, height };
}
