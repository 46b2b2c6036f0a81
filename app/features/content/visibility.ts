import type { BuilderBlock } from "@builder.io/sdk-react";

/**
 * Block visibility conditions (docs/product.md §4): a block may name a condition in `meta.condition`,
 * either by its value (`showLoggedIn`) or as a reference to a 'condition' entry, whose `data.value` is
 * the name (docs/architecture.md §4). A condition that is undefined or true shows the block, false hides it.
 */
export const CONDITION_NAMES = ["showAllTheTime", "showLoggedIn", "showNotLoggedIn"] as const;
export type ConditionName = (typeof CONDITION_NAMES)[number];

/** Condition entries by id, for blocks that reference one. */
export type ConditionEntries = ReadonlyMap<string, string>;

export function visibilityFlags(loggedIn: boolean): Record<ConditionName, boolean> {
  return { showAllTheTime: true, showLoggedIn: loggedIn, showNotLoggedIn: !loggedIn };
}

/** What a block's `meta.condition` names: a condition name, an entry id, or a reference `{id}`. */
function conditionOf(block: BuilderBlock): string | undefined {
  const condition = block.meta?.condition;
  if (typeof condition === "string") return condition;
  if (condition && typeof condition === "object" && !Array.isArray(condition) && typeof condition.id === "string") return condition.id;
  return undefined;
}

function eachBlock(blocks: readonly BuilderBlock[], visit: (block: BuilderBlock) => void) {
  for (const block of blocks) {
    visit(block);
    eachBlock(block.children ?? [], visit);
  }
}

/** Whether any block of the tree carries a condition: only such pages depend on who is looking. */
export function hasConditions(blocks: readonly BuilderBlock[]): boolean {
  let found = false;
  eachBlock(blocks, (block) => (found ||= conditionOf(block) !== undefined));
  return found;
}

/** The entry ids the blocks reference (names excluded), to load only the condition entries needed. */
export function referencedConditionIds(blocks: readonly BuilderBlock[]): string[] {
  const ids = new Set<string>();
  eachBlock(blocks, (block) => {
    const condition = conditionOf(block);
    if (condition !== undefined && !(CONDITION_NAMES as readonly string[]).includes(condition)) ids.add(condition);
  });
  return [...ids];
}

function isShown(block: BuilderBlock, flags: Record<ConditionName, boolean>, entries: ConditionEntries): boolean {
  const condition = conditionOf(block);
  if (condition === undefined) return true;
  const name = entries.get(condition) ?? condition;
  const flag = (flags as Record<string, boolean | undefined>)[name];
  return flag === undefined || flag;
}

/** The tree without the blocks whose condition is false for this visitor (children go with their parent). */
export function withoutHiddenBlocks(
  blocks: readonly BuilderBlock[],
  flags: Record<ConditionName, boolean>,
  entries: ConditionEntries = new Map(),
): BuilderBlock[] {
  return blocks
    .filter((block) => isShown(block, flags, entries))
    .map((block) => (block.children ? { ...block, children: withoutHiddenBlocks(block.children, flags, entries) } : block));
}
