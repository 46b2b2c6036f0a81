import { expect, test } from "vitest";
import type { BlockDefinition } from "~/features/content/blocks/block";
import { isScriptUrl, validateEntryContent } from "./content-validator";

const DEFINITIONS: BlockDefinition[] = [
  {
    name: "Teaser",
    inputs: [
      { name: "title", type: "string", required: true },
      { name: "size", type: "string", required: true, defaultValue: "small" },
    ],
  },
  { name: "Section", canHaveChildren: true, inputs: [] },
];

const block = (id: string, name: string, options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  "@type": "@builder.io/sdk:Element",
  id,
  component: { name, options },
  ...extra,
});

test("script URLs: javascript: and vbscript: in any case and with hidden spaces, data: unless an image", () => {
  for (const url of ["javascript:alert(1)", " JAVASCRIPT:x", "java\nscript:x", "vbscript:x", "data:text/html,<script>", "data:image/svg+xml,<svg onload=x>"]) {
    expect([url, isScriptUrl(url)]).toEqual([url, true]);
  }
  for (const url of ["https://exemple.test/javascript:x", "/events", "mailto:a@b.c", "data:image/png;base64,AAAA", "data:image/jpeg,x", "tel:+33"]) {
    expect([url, isScriptUrl(url)]).toEqual([url, false]);
  }
});

test("every problem is reported with its block, component and input, nested blocks and variations included", () => {
  const data = {
    blocks: [
      block("b-1", "Teaser", {}),
      block("b-2", "Section", {}, { children: [block("b-3", "Nope"), block("b-4", "Text", { text: "<a href='javascript:x'>x</a>" })] }),
      block("b-5", "Symbol", { symbol: { content: { data: { blocks: [block("b-6", "Teaser", { title: "" })] } } } }),
    ],
    jsCode: "location.href = 'javascript:void 0'",
  };
  const variations = { v1: { id: "v1", data: { blocks: [block("b-7", "Image", {}, { linkUrl: "vbscript:x" })] } } };
  expect(validateEntryContent({ data, variations }, DEFINITIONS).map(({ kind, blockId, component, input }) => [kind, blockId, component, input])).toEqual([
    ["missing_input", "b-1", "Teaser", "title"],
    ["unknown_component", "b-3", "Nope", null],
    ["script_url", "b-4", "Text", "text"],
    ["missing_input", "b-6", "Teaser", "title"],
    ["script_url", "b-7", "Image", "linkUrl"],
  ]);
});

test("content of known blocks with their inputs (or bindings for them) passes", () => {
  const data = {
    blocks: [
      block("ok-1", "Teaser", { title: "Bonjour" }),
      block("ok-2", "Teaser", {}, { bindings: { "component.options.title": "state.t" } }),
      block("ok-3", "Core:Section"),
    ],
  };
  expect(validateEntryContent({ data }, DEFINITIONS)).toEqual([]);
});

test("a control character or a bidi override in any string is named with its block and input; tabs and line ends pass", () => {
  const text = (value: string) => ({
    blocks: [{ "@type": "@builder.io/sdk:Element", id: "builder-t", component: { name: "Text", options: { text: value } } }],
  });
  expect(validateEntryContent({ data: text("Bip\u0007") })).toEqual([
    expect.objectContaining({ kind: "control_character", blockId: "builder-t", component: "Text", input: "text" }),
  ]);
  expect(validateEntryContent({ data: { title: "A\u202Eb" } })).toEqual([
    expect.objectContaining({ kind: "control_character", blockId: null, input: "title" }),
  ]);
  expect(validateEntryContent({ data: text("Ligne\tune\r\nLigne deux") })).toEqual([]);
});
