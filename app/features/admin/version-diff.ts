import { blockKeyOf, blocksOf, childrenOf, componentNameOf, optionsOf, type EditorBlock } from "./block-tree";
import { isRecord, type JsonRecord } from "./input-values";

/** A block as a change names it: its component and where it stands (1-based, nested as `2.1`). */
export type BlockLabel = { component: string; position: string };

/** One difference between two versions of an entry, as the editor lists it (docs/product.md §2 "/admin"). */
export type VersionChange =
  | { kind: "name"; before: string; after: string }
  | { kind: "field"; key: string; before: string; after: string }
  | { kind: "setting"; key: SettingKey; before: string; after: string }
  | { kind: "added"; block: BlockLabel }
  | { kind: "removed"; block: BlockLabel }
  | { kind: "moved"; block: BlockLabel; from: string }
  | { kind: "input"; block: BlockLabel; input: string; before: string; after: string };

/** The settings of an entry beside its content, in the order a comparison lists them. */
export const SETTING_KEYS = ["query", "variations", "testRatio", "startDate", "endDate"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/**
 * The part of a version a comparison reads: its name, its data (title, blocks, other fields) and its settings
 * (targeting, A/B variations and their share, the dates it shows between).
 */
export type ComparedVersion = { name: string; data: JsonRecord; settings?: Partial<Record<SettingKey, unknown>> };

type Placed = { block: EditorBlock; parent: string; index: number; position: string };

/** Longest a value is shown in a change; longer ones end with '…'. */
const SHOWN_LENGTH = 80;

/** A value as a change shows it: text as is, anything else as JSON, shortened; '—' when there is none. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}

/** Every block of a page, depth first, by its key (its id, else its place), with its parent and place. */
function placedBlocks(blocks: readonly EditorBlock[], parent: string[] = [], path: number[] = []): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  blocks.forEach((block, index) => {
    const here = [...path, index];
    const key = blockKeyOf(block, here);
    placed.set(key, { block, parent: parent.join("/"), index, position: here.map((i) => i + 1).join(".") });
    for (const [childKey, child] of placedBlocks(childrenOf(block), [...parent, key], here)) placed.set(childKey, child);
  });
  return placed;
}

function label({ block, position }: Placed): BlockLabel {
  return { component: componentNameOf(block) || "Box", position };
}

/** The keys of a parent's blocks that are in both versions, in each version's order. */
function commonOrder(placed: Map<string, Placed>, shared: Set<string>, parent: string) {
  return [...placed]
    .filter(([key, item]) => shared.has(key) && item.parent === parent)
    .sort(([, a], [, b]) => a.index - b.index)
    .map(([key]) => key);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The longest sequence of keys `a` and `b` hold in the same order: the blocks that kept their order. */
function keptInOrder(a: readonly string[], b: readonly string[]): Set<string> {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

/**
 * What changed from `before` to `after`: the name, each field of the data but its blocks, each setting, then the blocks by
 * their id: added, removed, moved (to another parent, or out of the longest run of blocks both versions keep
 * in the same order, so a swap is one move and blocks that only shift after an insertion are none), and
 * each input whose value changed. Empty when the two hold the same content.
 */
export function diffVersions(before: ComparedVersion, after: ComparedVersion): VersionChange[] {
  const changes: VersionChange[] = [];
  if (before.name !== after.name) changes.push({ kind: "name", before: before.name, after: after.name });
  const keys = [...new Set([...Object.keys(before.data), ...Object.keys(after.data)])].filter((key) => key !== "blocks").sort();
  for (const key of keys) {
    if (!same(before.data[key], after.data[key]))
      changes.push({ kind: "field", key, before: shownValue(before.data[key]), after: shownValue(after.data[key]) });
  }
  for (const key of SETTING_KEYS) {
    const [was, is] = [before.settings?.[key], after.settings?.[key]];
    if (!same(was, is)) changes.push({ kind: "setting", key, before: shownValue(was), after: shownValue(is) });
  }
  const old = placedBlocks(blocksOf(before.data.blocks) ?? []);
  const now = placedBlocks(blocksOf(after.data.blocks) ?? []);
  const shared = new Set([...old.keys()].filter((key) => now.has(key)));
  const parents = new Set([...shared].map((key) => now.get(key)?.parent ?? ""));
  const reordered = new Set<string>();
  for (const parent of parents) {
    const was = commonOrder(old, shared, parent);
    const is = commonOrder(now, shared, parent);
    const kept = keptInOrder(was, is);
    for (const key of is) if (was.includes(key) && !kept.has(key)) reordered.add(key);
  }
  for (const [key, item] of now) {
    const previous = old.get(key);
    if (!previous) {
      changes.push({ kind: "added", block: label(item) });
      continue;
    }
    if (previous.parent !== item.parent || reordered.has(key)) changes.push({ kind: "moved", block: label(item), from: previous.position });
    const was = optionsOf(previous.block);
    const is = optionsOf(item.block);
    for (const input of [...new Set([...Object.keys(was), ...Object.keys(is)])].sort()) {
      if (!same(was[input], is[input])) {
        changes.push({ kind: "input", block: label(item), input, before: shownValue(was[input]), after: shownValue(is[input]) });
      }
    }
  }
  for (const [key, item] of old) if (!now.has(key)) changes.push({ kind: "removed", block: label(item) });
  return changes;
}

/** A version's data as a comparison reads it (a version whose data is not an object compares as empty). */
export function comparedData(data: unknown): JsonRecord {
  return isRecord(data) ? data : {};
}
