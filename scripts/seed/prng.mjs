// Seeded pseudo-random numbers (sfc32, seeded by hashing a string with cyrb128): same seed, same data.

function hashSeed(text) {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** A random stream named `seed`: each part of the seed uses its own stream, so parts stay independent. */
export function createRng(seed) {
  let [a, b, c, d] = hashSeed(seed);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  /** `count` distinct items of `list`, in random order (partial Fisher-Yates on a copy). */
  const sample = (list, count) => {
    const copy = [...list];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  };
  const weighted = (list, weightOf) => {
    const total = list.reduce((sum, item) => sum + weightOf(item), 0);
    let r = next() * total;
    for (const item of list) {
      r -= weightOf(item);
      if (r < 0) return item;
    }
    return list[list.length - 1];
  };
  const hex = (length) => {
    let out = "";
    while (out.length < length)
      out += Math.floor(next() * 0x10000)
        .toString(16)
        .padStart(4, "0");
    return out.slice(0, length);
  };
  const bytes = (length) => Buffer.from(hex(length * 2), "hex");
  return { next, int, pick, sample, weighted, hex, bytes, chance: (p) => next() < p };
}
