/**
 * The Damerau–Levenshtein distance of two words in its restricted form (optimal string alignment): the fewest
 * deletions, insertions, substitutions and swaps of two neighbouring letters that turn `a` into `b`, no letter being
 * edited twice. Past `max` the exact figure does not matter: the answer is then `max + 1`, and the work stays within
 * a band of `max` letters around the diagonal (docs/decisions/029-typo-tolerant-search.md).
 */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  const far = max + 1;
  // Three rows of the table: two rows up (for a swap), the row above, the row being filled.
  let before = new Array<number>(y.length + 1).fill(far);
  let above = Array.from({ length: y.length + 1 }, (_, j) => Math.min(j, far));
  for (let i = 1; i <= x.length; i++) {
    const row = new Array<number>(y.length + 1).fill(far);
    row[0] = Math.min(i, far);
    let best = row[0];
    for (let j = Math.max(1, i - max); j <= Math.min(y.length, i + max); j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min((above[j] ?? far) + 1, (row[j - 1] ?? far) + 1, (above[j - 1] ?? far) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, (before[j - 2] ?? far) + 1);
      row[j] = Math.min(d, far);
      best = Math.min(best, row[j] ?? far);
    }
    if (best > max) return far;
    before = above;
    above = row;
  }
  return Math.min(above[y.length] ?? far, far);
}
