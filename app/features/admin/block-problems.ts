import { validateEntryContent, type ContentProblem } from "./content-validator";

/**
 * The problems the server would find in a page's data (the same checks, content-validator.ts), by the key of
 * the block they concern (block-tree.ts `blockKeyOf`); those outside any block under null.
 */
export function problemsByBlock(data: unknown): Map<string | null, ContentProblem[]> {
  const byBlock = new Map<string | null, ContentProblem[]>();
  for (const problem of validateEntryContent({ data })) {
    byBlock.set(problem.blockId, [...(byBlock.get(problem.blockId) ?? []), problem]);
  }
  return byBlock;
}
