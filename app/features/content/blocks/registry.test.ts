import { existsSync, readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { collectBlockRequests } from "../block-requests";
import { rendersAsHtml } from "../components/static-content";
import type { Block, BlockOptions } from "./block";
import { BLOCKS } from "./registry";

// Every block is one folder of blocks/ (CONTRIBUTING.md "A new page-builder block"): these fail when a block lacks
// one of its pieces, instead of the page rendering nothing.

const FOLDER = new URL(".", import.meta.url);

/** The folder of a block: its name in kebab case ("Card Link": card-link, "PageHeader": page-header). */
const folderOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, "$1-$2")
    .replace(/\s+/g, "-")
    .toLowerCase();

/** The exports of the modules of a block's folder whose file name ends in `suffix`. */
async function folderExports(block: Block, suffix: string): Promise<unknown[]> {
  const files = readdirSync(new URL(folderOf(block.name), FOLDER)).filter((file) => file.endsWith(suffix) && !file.endsWith(".test.ts"));
  const modules = await Promise.all(files.map((file) => import(`./${folderOf(block.name)}/${file}`) as Promise<Record<string, unknown>>));
  return modules.flatMap((module) => Object.values(module));
}

/** Options a block renders with: each input's default, and a value for each required input without one. */
function sampleOptions(block: Block): BlockOptions {
  return Object.fromEntries(
    block.inputs.flatMap((input) => {
      if (input.defaultValue !== undefined) return [[input.name, input.defaultValue]];
      if (!input.required) return [];
      return [[input.name, input.type === "reference" ? { "@type": "@builder.io/core:Reference", id: "a1", model: input.model } : "fresque-lyon"]];
    }),
  );
}

test("the blocks are those of docs/product.md §9, each once, each the one block of the folder of its name", () => {
  const names = BLOCKS.map((block) => block.name);
  expect([...names].sort()).toEqual(
    [
      "Heading",
      "Button",
      "PageHeader",
      "Section",
      "Quote",
      "NewsletterCard",
      "Newsletter Section",
      "Buzzing Sidebar Articles",
      "Top-articles",
      "Article",
      "Breadcrumbs",
      "Current Survey",
      "Exclusivity Card",
      "Event",
      "Teaser",
      "Card Link",
      "Carousel",
      "Partenariat",
      "FilterEvents",
      "ExpertBean",
      "MksButton",
      "ActionCard",
      "ActionCardCustom",
      "Instagram",
    ].sort(),
  );
  const folders = readdirSync(FOLDER, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  expect(folders.map((folder) => folder.name).sort()).toEqual(names.map(folderOf).sort());
});

test("every block has its renderer in its folder: the five most pages use at once, the others from a chunk of their own", async () => {
  const eager = BLOCKS.filter((block) => "component" in block).map((block) => block.name);
  expect(eager).toEqual(["PageHeader", "Heading", "Button", "Section", "Quote"]);
  for (const block of BLOCKS) {
    const renderer = "load" in block ? await block.load() : block.component;
    expect({ block: block.name, renderer: typeof renderer }).toEqual({ block: block.name, renderer: "function" });
    expect({ block: block.name, inFolder: (await folderExports(block, ".tsx")).includes(renderer) }).toEqual({ block: block.name, inFolder: true });
  }
});

test("the islands are the blocks of docs/decisions/016-home-hydration.md; visitors get every block as HTML", () => {
  const islands = BLOCKS.filter((block) => block.kind === "island").map((block) => block.name);
  expect(islands.sort()).toEqual(["Carousel", "Current Survey", "Exclusivity Card", "FilterEvents", "Instagram", "Newsletter Section", "NewsletterCard"]);
  for (const block of BLOCKS) {
    const entry = { data: { blocks: [{ "@type": "@builder.io/sdk:Element", id: "b1", component: { name: block.name, options: sampleOptions(block) } }] } };
    expect({ block: block.name, asHtml: rendersAsHtml(entry) }).toEqual({ block: block.name, asHtml: true });
  }
});

test("a data block's request is its folder's request.ts, and the loader finds it in an entry", async () => {
  const dataBlocks = BLOCKS.filter((block) => existsSync(new URL(`${folderOf(block.name)}/request.ts`, FOLDER)));
  expect(dataBlocks.map((block) => block.name).sort()).toEqual(
    ["Article", "Buzzing Sidebar Articles", "Carousel", "Current Survey", "Event", "Exclusivity Card", "FilterEvents", "Teaser", "Top-articles"].sort(),
  );
  for (const block of BLOCKS) {
    const request = block.request;
    const fromFolder = request !== undefined && (await folderExports(block, "request.ts")).includes(request);
    expect({ block: block.name, fromFolder }).toEqual({ block: block.name, fromFolder: dataBlocks.includes(block) });
    const entry = { data: { blocks: [{ "@type": "@builder.io/sdk:Element", id: "b1", component: { name: block.name, options: sampleOptions(block) } }] } };
    expect({ block: block.name, requests: collectBlockRequests(entry).size }).toEqual({ block: block.name, requests: dataBlocks.includes(block) ? 1 : 0 });
  }
});

test("no block takes HTML from editors: content-markup.server.ts sanitises HTML only for the blocks of its HTML_OPTIONS", () => {
  const htmlInputs = (inputs: Block["inputs"]): string[] =>
    inputs.flatMap((input) => [...(input.type === "html" ? [input.name] : []), ...htmlInputs(input.subFields ?? [])]);
  expect(BLOCKS.flatMap((block) => htmlInputs(block.inputs).map((input) => `${block.name}.${input}`))).toEqual([]);
});
