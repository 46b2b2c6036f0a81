import { expect, test } from "vitest";
import { missingInputs } from "./block-requirements";
import { findBlock } from "./blocks/registry";

const definition = (name: string) => {
  const found = findBlock(name);
  if (!found) throw new Error(`no block ${name}`);
  return found;
};

test("the blocks of docs/product.md §5 name what they lack", () => {
  expect(missingInputs(definition("Article"), {})).toEqual(["article"]);
  expect(missingInputs(definition("Partenariat"), { theme: "dark" })).toEqual(["sponsoredBy"]);
  expect(missingInputs(definition("ActionCard"), {})).toEqual(["action"]);
  expect(missingInputs(definition("ExpertBean"), { name: "Awa" })).toEqual(["size", "direction"]);
  expect(missingInputs(definition("ExpertBean"), { name: "Awa", size: "small" })).toEqual(["direction"]);
});

test("required fields inside objects and lists are checked too", () => {
  expect(missingInputs(definition("Partenariat"), { sponsoredBy: { partner: "  ", link: "https://example.org" } })).toEqual([
    "sponsoredBy.partner",
    "sponsoredBy.logo",
  ]);
  expect(missingInputs(definition("ActionCard"), { action: { titre: "Planter", texte: "…" } })).toEqual(["action.lien"]);
  expect(missingInputs(definition("Breadcrumbs"), { items: [{ label: "Média" }, { path: "/x" }] })).toEqual(["items.label"]);
});

test("complete blocks and required inputs with a default lack nothing", () => {
  expect(missingInputs(definition("Article"), { article: { "@type": "@builder.io/core:Reference", id: "a1", model: "article" } })).toEqual([]);
  expect(missingInputs(definition("Partenariat"), { sponsoredBy: { partner: "Ademe", logo: "/logo.png" } })).toEqual([]);
  expect(missingInputs(definition("ExpertBean"), { name: "Awa", size: "xlarge", direction: "vertical" })).toEqual([]);
  expect(missingInputs(definition("Carousel"), {})).toEqual([]);
  expect(missingInputs(definition("NewsletterCard"), {})).toEqual([]);
});
