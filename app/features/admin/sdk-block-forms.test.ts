import { expect, test } from "vitest";
import { adminFr } from "./messages/admin-fr";
import { EDITABLE_BLOCKS } from "./sdk-block-forms";

test("every block of the editor's palette has its description (docs/product.md §2 '/admin'), ours and the SDK's", () => {
  const names = EDITABLE_BLOCKS.map((block) => block.name);
  expect(names).toContain("Instagram");
  expect(names).toContain("Text");
  expect(names.filter((name) => !(`admin.blocks.about.${name}` in adminFr))).toEqual([]);
});
