import { assign, setup } from "xstate";

/** One variation of a page-builder entry, as its `variations` map holds it (docs/product.md §3 "Builder content"). */
export type TestVariation = { id: string; testRatio?: number };

export type AbTestInput = {
  /** The entry's id: also the "variation" that means the original content. */
  contentId: string;
  variations: TestVariation[];
  /** The variation id kept in the visitor's `builder.tests.<contentId>` cookie, if any. */
  stored: string | null;
  /** A number in [0, 1): Math.random in production, fixed in tests. */
  random: () => number;
};

/** The variation to render, and whether it was drawn now (then the cookie must be set). `failed` keeps the original. */
export type AbTestOutput = { variationId: string; drawn: boolean; failed: boolean };

type Context = AbTestInput & { variationId: string; outcome: "drawn" | "reused" | "failed" };

/** Shares must be numbers in [0, 1] whose sum leaves a share (possibly 0) to the original. */
function sharesAreValid({ variations }: Context): boolean {
  const shares = variations.map((variation) => variation.testRatio ?? 0);
  const total = shares.reduce((sum, share) => sum + share, 0);
  return shares.every((share) => Number.isFinite(share) && share >= 0 && share <= 1) && total <= 1 + 1e-9;
}

/**
 * Builder's draw: walk the variations adding their `testRatio`; the first whose running sum passes the
 * random number wins, the remainder goes to the original (docs/architecture.md §4).
 */
function draw({ variations, random, contentId }: Context): string {
  const pick = random();
  let sum = 0;
  for (const variation of variations) {
    sum += variation.testRatio ?? 0;
    if (pick < sum) return variation.id;
  }
  return contentId;
}

/**
 * The A/B test of one entry for one visitor (docs/product.md §4 "A/B test"): a variation already stored
 * in the visitor's cookie is reused while it still exists (the original's id counts); otherwise one is
 * drawn against the shares. Shares that cannot be drawn from fail to the original, logged by the caller.
 * Runs to a final state synchronously, on the server, before the page renders.
 */
export const abTestMachine = setup({
  types: { context: {} as Context, input: {} as AbTestInput, output: {} as AbTestOutput },
  guards: {
    storedIsValid: ({ context }) =>
      context.stored !== null && (context.stored === context.contentId || context.variations.some((variation) => variation.id === context.stored)),
    sharesAreValid: ({ context }) => sharesAreValid(context),
  },
}).createMachine({
  id: "abTest",
  context: ({ input }) => ({ ...input, variationId: input.contentId, outcome: "failed" as const }),
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "storedIsValid", target: "reused", actions: assign({ variationId: ({ context }) => context.stored ?? context.contentId, outcome: "reused" }) },
        { target: "drawing" },
      ],
    },
    drawing: {
      always: [
        { guard: "sharesAreValid", target: "drawn", actions: assign({ variationId: ({ context }) => draw(context), outcome: "drawn" }) },
        { target: "failed" },
      ],
    },
    reused: { type: "final" },
    drawn: { type: "final" },
    failed: { type: "final" },
  },
  output: ({ context }) => ({ variationId: context.variationId, drawn: context.outcome === "drawn", failed: context.outcome === "failed" }),
});
