import { expect, test } from "vitest";
import type { BlockDefinition } from "~/features/content/blocks/block";
import {
  appendBlock,
  blockKeyOf,
  blocksOf,
  changeBlock,
  childrenOf,
  componentNameOf,
  createBlock,
  duplicateBlock,
  moveBlock,
  newBlockId,
  optionsOf,
  removeBlock,
  withOptions,
  type EditorBlock,
} from "./block-tree";

const HEADING: BlockDefinition = {
  name: "Heading",
  inputs: [
    { name: "text", type: "string", required: true },
    { name: "level", type: "number", defaultValue: 2 },
  ],
};
const SECTION: BlockDefinition = { name: "Section", canHaveChildren: true, inputs: [{ name: "radius", type: "string", defaultValue: "none" }] };

const block = (id: string, children?: EditorBlock[]): EditorBlock => ({
  "@type": "@builder.io/sdk:Element",
  id,
  component: { name: "Heading", options: { text: id } },
  ...(children ? { children } : {}),
});

/** The block at a path, through the children of each block on the way. */
const blockAt = (blocks: readonly EditorBlock[], [index, ...rest]: number[]): EditorBlock | undefined => {
  const found = index === undefined ? undefined : blocks[index];
  return found && rest.length > 0 ? blockAt(childrenOf(found), rest) : found;
};

const ids = (blocks: readonly EditorBlock[]) => blocks.map((item) => item.id);

test("a new block carries Builder's element type, the id given, and each input's default value", () => {
  expect(createBlock(HEADING, "builder-1")).toEqual({
    "@type": "@builder.io/sdk:Element",
    id: "builder-1",
    component: { name: "Heading", options: { level: 2 } },
  });
  expect(createBlock(SECTION, "builder-2")).toEqual({
    "@type": "@builder.io/sdk:Element",
    id: "builder-2",
    component: { name: "Section", options: { radius: "none" } },
    children: [],
  });
});

test("new block ids are Builder-like and never repeat", () => {
  const first = newBlockId();
  expect(first).toMatch(/^builder-[0-9a-f]{32}$/);
  expect(newBlockId()).not.toBe(first);
});

test("only a list of objects is edited as blocks", () => {
  expect(blocksOf([block("a")])).toHaveLength(1);
  expect(blocksOf([])).toEqual([]);
  expect(blocksOf([block("a"), "text"])).toBeNull();
  expect(blocksOf({ a: 1 })).toBeNull();
  expect(blocksOf(undefined)).toBeNull();
});

test("a block is added at the end of the page or of a parent's children", () => {
  const page = [block("a"), block("s", [block("c")])];
  expect(ids(appendBlock(page, [], block("z")))).toEqual(["a", "s", "z"]);
  const nested = appendBlock(page, [1], block("d"));
  expect(ids(childrenOf(nested[1] ?? {}))).toEqual(["c", "d"]);
  expect(ids(page)).toEqual(["a", "s"]);
});

test("a block moves up or down among its siblings, and stays put at either end", () => {
  const page = [block("a"), block("b"), block("c")];
  expect(ids(moveBlock(page, [1], -1))).toEqual(["b", "a", "c"]);
  expect(ids(moveBlock(page, [1], 1))).toEqual(["a", "c", "b"]);
  expect(ids(moveBlock(page, [0], -1))).toEqual(["a", "b", "c"]);
  expect(ids(moveBlock(page, [2], 1))).toEqual(["a", "b", "c"]);
  const nested = moveBlock([block("s", [block("x"), block("y")])], [0, 1], -1);
  expect(ids(childrenOf(nested[0] ?? {}))).toEqual(["y", "x"]);
});

test("removing a block takes its children with it and leaves the others", () => {
  const page = [block("a"), block("s", [block("x"), block("y")])];
  expect(ids(removeBlock(page, [1]))).toEqual(["a"]);
  expect(ids(childrenOf(removeBlock(page, [1, 0])[1] ?? {}))).toEqual(["y"]);
});

test("a duplicate comes right after its block, with new ids for it and its children", () => {
  let count = 0;
  const newId = () => `new-${++count}`;
  const page = [block("s", [block("x")]), block("b")];
  const copied = duplicateBlock(page, [0], newId);
  expect(ids(copied)).toEqual(["s", "new-1", "b"]);
  expect(ids(childrenOf(copied[1] ?? {}))).toEqual(["new-2"]);
  expect(optionsOf(copied[1] ?? {})).toEqual({ text: "s" });
  const withoutId = duplicateBlock([{ component: { name: "Text", options: { text: "hi" } } }], [0], newId);
  expect(withoutId).toEqual([{ component: { name: "Text", options: { text: "hi" } } }, { component: { name: "Text", options: { text: "hi" } } }]);
});

test("a change reaches a nested block and its input values only", () => {
  const page = [block("s", [block("x")])];
  const changed = changeBlock(page, [0, 0], (item) => withOptions(item, { text: "nouveau" }));
  expect(optionsOf(blockAt(changed, [0, 0]) ?? {})).toEqual({ text: "nouveau" });
  expect(componentNameOf(blockAt(changed, [0, 0]) ?? {})).toBe("Heading");
  expect(optionsOf(blockAt(page, [0, 0]) ?? {})).toEqual({ text: "x" });
  expect(blockAt(page, [3])).toBeUndefined();
});

test("a block's key in the problems is its id, or its place in the data as the validator names it", () => {
  expect(blockKeyOf(block("builder-1"), [0])).toBe("builder-1");
  expect(blockKeyOf({ component: { name: "Text" } }, [2, 0])).toBe("data.blocks.2.children.0");
  expect(componentNameOf({})).toBe("");
  expect(optionsOf({ component: { name: "Text", options: "x" } })).toEqual({});
});
