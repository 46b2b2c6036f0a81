import type { BuilderBlock } from "@builder.io/sdk-react";
import { expect, test } from "vitest";
import { hasConditions, referencedConditionIds, visibilityFlags, withoutHiddenBlocks } from "./visibility";

const block = (id: string, condition?: unknown, children?: BuilderBlock[]): BuilderBlock =>
  ({ "@type": "@builder.io/sdk:Element", id, ...(condition === undefined ? {} : { meta: { condition } }), ...(children ? { children } : {}) }) as BuilderBlock;

const ids = (blocks: BuilderBlock[]): unknown[] => blocks.map((b) => (b.children?.length ? [b.id, ids(b.children)] : b.id));

test("a logged-in visitor sees showLoggedIn and showAllTheTime blocks, not showNotLoggedIn ones", () => {
  const tree = [block("always", "showAllTheTime"), block("members", "showLoggedIn"), block("visitors", "showNotLoggedIn"), block("plain")];
  expect(ids(withoutHiddenBlocks(tree, visibilityFlags(true)))).toEqual(["always", "members", "plain"]);
  expect(ids(withoutHiddenBlocks(tree, visibilityFlags(false)))).toEqual(["always", "visitors", "plain"]);
});

test("an unknown condition name counts as undefined: the block is shown", () => {
  expect(ids(withoutHiddenBlocks([block("odd", "showOnTuesdays")], visibilityFlags(false)))).toEqual(["odd"]);
});

test("conditions are found and applied at any depth, and a hidden parent takes its children", () => {
  const tree = [block("section", undefined, [block("inner", "showLoggedIn"), block("kept")]), block("parent", "showLoggedIn", [block("child")])];
  expect(hasConditions(tree)).toBe(true);
  expect(hasConditions([block("a", undefined, [block("b")])])).toBe(false);
  expect(ids(withoutHiddenBlocks(tree, visibilityFlags(false)))).toEqual([["section", ["kept"]]]);
});

test("a reference to a condition entry is resolved through the entry's value", () => {
  const tree = [
    block("ref", { "@type": "@builder.io/core:Reference", model: "condition", id: "cond-1" }),
    block("by-id", "cond-2"),
    block("named", "showLoggedIn"),
  ];
  expect(referencedConditionIds(tree)).toEqual(["cond-1", "cond-2"]);
  const entries = new Map([
    ["cond-1", "showNotLoggedIn"],
    ["cond-2", "showLoggedIn"],
  ]);
  expect(ids(withoutHiddenBlocks(tree, visibilityFlags(true), entries))).toEqual(["by-id", "named"]);
  expect(ids(withoutHiddenBlocks(tree, visibilityFlags(false), entries))).toEqual(["ref"]);
});
