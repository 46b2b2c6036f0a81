import { expect, test } from "vitest";
import { previewAsOf, previewAsParams, previewedData } from "./preview-as";

const block = (id: string, condition?: string) => ({ "@type": "@builder.io/sdk:Element", id, ...(condition ? { meta: { condition } } : {}) });
const data = { title: "Accueil", blocks: [block("a"), block("m", "showLoggedIn"), block("v", "showNotLoggedIn")] };
const variations = { "var-b": { id: "var-b", name: "B", data: { title: "Accueil B", blocks: [block("b")] } } };

test("the audience is read from the address; unknown values are none", () => {
  expect(previewAsOf(new URLSearchParams("preview-as=member&preview-variation=var-b"))).toEqual({ visitor: "member", variation: "var-b" });
  expect(previewAsOf(new URLSearchParams("preview-as=admin&preview-variation=<x>"))).toEqual({ visitor: null, variation: null });
  expect(previewAsParams({ visitor: "visitor", variation: null })).toEqual([["preview-as", "visitor"]]);
  expect(previewAsParams({ visitor: null, variation: null })).toEqual([]);
});

test("a member sees the members' blocks, a visitor the visitors', a variation its own data; by default the entry as saved", () => {
  const ids = (shown: Record<string, unknown>) => (shown.blocks as { id: string }[]).map((item) => item.id);
  expect(ids(previewedData(data, variations, { visitor: "member", variation: null }))).toEqual(["a", "m"]);
  expect(ids(previewedData(data, variations, { visitor: "visitor", variation: null }))).toEqual(["a", "v"]);
  expect(ids(previewedData(data, variations, { visitor: null, variation: null }))).toEqual(["a", "m", "v"]);
  expect(previewedData(data, variations, { visitor: null, variation: "var-b" })).toMatchObject({ title: "Accueil B" });
  expect(previewedData(data, variations, { visitor: null, variation: "nope" })).toMatchObject({ title: "Accueil" });
});
