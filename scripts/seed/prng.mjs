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

/**
 * Positions of a partial Fisher-Yates shuffle of `0…length-1`: the first `count` of them, drawing one number
 * per position. Only the swapped positions are kept (a Map), so drawing 30 members of 200,000 costs 30 steps,
 * not a copy of the list, and the draws are exactly those of the shuffle on a copy.
 */
export function sampleIndices(next, length, count) {
  const n = Math.min(count, length);
  const moved = new Map();
  const at = (i) => moved.get(i) ?? i;
  const out = [];
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (length - i));
    out.push(at(j));
    moved.set(j, at(i)); // position i is final; j now holds what i held
  }
  return out;
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
  /** `count` distinct items of `list`, in random order (partial Fisher-Yates). */
  const sample = (list, count) => sampleIndices(next, list.length, count).map((i) => list[i]);
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
