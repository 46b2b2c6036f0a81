import type { BlockDefinition } from "~/features/content/blocks/block";
import { defaultsOf, isRecord, type JsonRecord } from "./input-values";
import { insertItem, moveItem, removeItem, replaceItem } from "./list-items";

/** A block of a page's `blocks`, in Builder.io's shape (`@type`, `id`, `component: {name, options}`, `children`). */
export type EditorBlock = JsonRecord;

/** Where a block stands: its index in `blocks`, then its index in each parent's `children`. */
export type BlockPath = readonly number[];

const ELEMENT = "@builder.io/sdk:Element";

/** The blocks of a value when it is a list of objects (what the block editor edits); null otherwise. */
export function blocksOf(value: unknown): EditorBlock[] | null {
  return Array.isArray(value) && value.every(isRecord) ? value : null;
}

/** A new block id in the form Builder.io gives them. */
export function newBlockId(): string {
  return `builder-${crypto.randomUUID().replaceAll("-", "")}`;
}

/** A new block of a definition: each input at its `defaultValue`, and an empty `children` when it takes some. */
export function createBlock(definition: BlockDefinition, id: string): EditorBlock {
  return {
    "@type": ELEMENT,
    id,
    component: { name: definition.name, options: defaultsOf(definition.inputs) },
    ...(definition.canHaveChildren ? { children: [] } : {}),
  };
}

/** The component name of a block ('' for a block without one, as Builder.io's plain boxes). */
export function componentNameOf(block: EditorBlock): string {
  const component = block.component;
  return isRecord(component) && typeof component.name === "string" ? component.name : "";
}

/** The input values of a block (`component.options`). */
export function optionsOf(block: EditorBlock): JsonRecord {
  const component = block.component;
  return isRecord(component) && isRecord(component.options) ? component.options : {};
}

/** A copy of `block` with new input values. */
export function withOptions(block: EditorBlock, options: JsonRecord): EditorBlock {
  const component = isRecord(block.component) ? block.component : {};
  return { ...block, component: { ...component, options } };
}

/** The child blocks of a block (none when `children` is missing or not a list of blocks). */
export function childrenOf(block: EditorBlock): EditorBlock[] {
  return blocksOf(block.children) ?? [];
}

/**
 * The key of a block in the problems of content-validator.ts: its id, or where it stands
 * (`data.blocks.0.children.1`) when it has none.
 */
export function blockKeyOf(block: EditorBlock, path: BlockPath): string {
  if (typeof block.id === "string" && block.id) return block.id;
  return ["data", ...path.flatMap((index, depth) => [depth === 0 ? "blocks" : "children", String(index)])].join(".");
}

/** The list that holds the block at `parent` (its children; the top list for `[]`) changed by `change`. */
function changeList(blocks: readonly EditorBlock[], parent: BlockPath, change: (list: readonly EditorBlock[]) => EditorBlock[]): EditorBlock[] {
  const [index, ...rest] = parent;
  if (index === undefined) return change(blocks);
  const block = blocks[index];
  if (!block) return [...blocks];
  return replaceItem(blocks, index, { ...block, children: changeList(childrenOf(block), rest, change) });
}

function split(path: BlockPath): { parent: BlockPath; index: number } {
  return { parent: path.slice(0, -1), index: path.at(-1) ?? -1 };
}

/** `block` added at the end of the list at `parent` (`[]`: the page's own blocks). */
export function appendBlock(blocks: readonly EditorBlock[], parent: BlockPath, block: EditorBlock): EditorBlock[] {
  return changeList(blocks, parent, (list) => insertItem(list, list.length, block));
}

/** The block at `path` moved up (-1) or down (+1) among its siblings. */
export function moveBlock(blocks: readonly EditorBlock[], path: BlockPath, delta: number): EditorBlock[] {
  const { parent, index } = split(path);
  return changeList(blocks, parent, (list) => moveItem(list, index, delta));
}

/** The blocks without the one at `path` (and its children). */
export function removeBlock(blocks: readonly EditorBlock[], path: BlockPath): EditorBlock[] {
  const { parent, index } = split(path);
  return changeList(blocks, parent, (list) => removeItem(list, index));
}

/** The block at `path` replaced by `change(block)`. */
export function changeBlock(blocks: readonly EditorBlock[], path: BlockPath, change: (block: EditorBlock) => EditorBlock): EditorBlock[] {
  const { parent, index } = split(path);
  return changeList(blocks, parent, (list) => {
    const block = list[index];
    return block ? replaceItem(list, index, change(block)) : [...list];
  });
}

/** A deep copy of a block where the block and its children that carry an id get a new one from `newId`. */
function copyWithNewIds(block: EditorBlock, newId: () => string): EditorBlock {
  const copy: EditorBlock = structuredClone(block);
  if (typeof copy.id === "string") copy.id = newId();
  const children = blocksOf(copy.children);
  if (children) copy.children = children.map((child) => copyWithNewIds(child, newId));
  return copy;
}

/** A copy of the block at `path` placed right after it, with new ids (two blocks never share one). */
export function duplicateBlock(blocks: readonly EditorBlock[], path: BlockPath, newId: () => string): EditorBlock[] {
  const { parent, index } = split(path);
  return changeList(blocks, parent, (list) => {
    const block = list[index];
    return block ? insertItem(list, index + 1, copyWithNewIds(block, newId)) : [...list];
  });
}
