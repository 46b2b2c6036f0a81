/** Timings and display rules of a survey (docs/product.md §4 "Survey", §5, §9). */

/** The spinner of a vote appears only if the answer takes longer than this. */
export const SPINNER_DELAY_MS = 800;
/** Results grow to their values over this time… */
export const RESULTS_ANIMATION_MS = 1200;
/** …after this pause. */
export const RESULTS_DELAY_MS = 120;
/** The number of votes is shown above this count, or once the survey has ended. */
export const TOTAL_SHOWN_ABOVE = 40;

/**
 * Whole percentages of each choice that add up to exactly 100 (largest remainder): every choice gets the
 * floor of its share, then the points left go to the largest remainders (earlier choices first on a tie).
 * With no vote, every choice is 0.
 */
export function roundedPercentages(choiceIds: readonly string[], votes: Readonly<Record<string, number>>): Record<string, number> {
  const counts = choiceIds.map((id) => Math.max(0, votes[id] ?? 0));
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return Object.fromEntries(choiceIds.map((id) => [id, 0]));
  const shares = counts.map((count) => (count * 100) / total);
  const rounded = shares.map((share) => ({ floor: Math.floor(share), remainder: share - Math.floor(share) }));
  let left = 100 - rounded.reduce((sum, { floor }) => sum + floor, 0);
  const byRemainder = rounded.map(({ remainder }, index) => ({ index, remainder })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const extra = new Set<number>();
  for (const { index } of byRemainder) {
    if (left === 0) break;
    extra.add(index);
    left -= 1;
  }
  return Object.fromEntries(choiceIds.map((id, index) => [id, (rounded[index]?.floor ?? 0) + (extra.has(index) ? 1 : 0)]));
}

/** Whether the number of votes is shown (docs/product.md §5). */
export function showsTotal(total: number, ended: boolean): boolean {
  return ended || total > TOTAL_SHOWN_ABOVE;
}
