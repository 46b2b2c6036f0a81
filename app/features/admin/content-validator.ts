import type { BlockDefinition } from "~/features/content/blocks/block";
import { BLOCKS } from "~/features/content/blocks/registry";
import { hasForbiddenCharacters } from "~/lib/user-text.schema";

/**
 * The blocks of the page-builder SDK itself (`@builder.io/sdk-react` 5.2.x registers them): content may use
 * them next to our own blocks (the content feature's blocks/registry.ts).
 */
const BUILT_IN_BLOCKS: readonly string[] = [
  "Text",
  "Image",
  "Raw:Img",
  "Columns",
  "Symbol",
  "Embed",
  "Video",
  "Fragment",
  "Slot",
  "Core:Section",
  "Core:Button",
  "Custom Code",
  "Builder:Accordion",
  "PersonalizationContainer",
  "Form:Form",
  "Form:Input",
  "Form:Select",
  "Form:SubmitButton",
  "Form:TextArea",
];

/**
 * One reason an entry is refused: its kind, where (block id, component, input), and a message in English for
 * the API's caller (the admin page words it in the visitor's language from the other fields).
 */
export type ContentProblem = {
  kind: "unknown_component" | "missing_input" | "script_url" | "control_character";
  blockId: string | null;
  component: string | null;
  input: string | null;
  message: string;
};

const ELEMENT = "@builder.io/sdk:Element";

/**
 * A URL that runs script when followed or loaded: `javascript:` and `vbscript:`, and `data:` unless an image.
 * Browsers ignore control characters and spaces inside the scheme, so they are dropped before comparing.
 */
export function isScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers strip these characters from a scheme
  const url = value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
  if (url.startsWith("javascript:") || url.startsWith("vbscript:")) return true;
  return url.startsWith("data:") && !/^data:image\/(png|jpe?g|gif|webp|avif)[;,]/.test(url);
}

/** An HTML attribute that holds a URL (`<a href="javascript:…">` inside a Text block's HTML, say). */
const URL_ATTRIBUTE = /\b(?:href|src|action|formaction|xlink:href|poster|background)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

function scriptUrlIn(text: string): boolean {
  if (isScriptUrl(text)) return true;
  for (const match of text.matchAll(URL_ATTRIBUTE)) if (isScriptUrl(match[1] ?? match[2] ?? match[3] ?? "")) return true;
  return false;
}

type Block = { id?: unknown; component?: { name?: unknown; options?: unknown }; bindings?: unknown };

function isBlock(value: unknown): value is Block {
  return typeof value === "object" && value !== null && (value as Record<string, unknown>)["@type"] === ELEMENT;
}

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

function checkComponent(block: Block, blockId: string, definitions: Map<string, BlockDefinition>, problems: ContentProblem[]) {
  const name = block.component?.name;
  if (name === undefined) return;
  if (typeof name !== "string") {
    problems.push({ kind: "unknown_component", blockId, component: null, input: null, message: `Block "${blockId}": the component name must be a string.` });
    return;
  }
  if (BUILT_IN_BLOCKS.includes(name)) return;
  const definition = definitions.get(name);
  if (!definition) {
    problems.push({ kind: "unknown_component", blockId, component: name, input: null, message: `Block "${blockId}": unknown component "${name}".` });
    return;
  }
  const options = (typeof block.component?.options === "object" && block.component.options) || {};
  const bindings = (typeof block.bindings === "object" && block.bindings) || {};
  for (const input of definition.inputs) {
    if (!input.required || input.defaultValue !== undefined) continue;
    const bound = `component.options.${input.name}` in bindings;
    if (!bound && isEmpty((options as Record<string, unknown>)[input.name])) {
      problems.push({
        kind: "missing_input",
        blockId,
        component: name,
        input: input.name,
        message: `Block "${blockId}" (${name}): the required input "${input.name}" is missing.`,
      });
    }
  }
}

/**
 * Walks every value of `value` (blocks, their options, properties, links, nested symbols and columns):
 * each block's component must be ours or the SDK's and carry its required inputs, and no string may be a
 * script-bearing URL or hold a character no one types on purpose (app/lib/user-text.schema.ts: the body's own
 * check refuses it too, but this one names the block and the input). `jsCode` is left alone: it is stored but the CSP never lets it run (docs/architecture.md §5).
 */
type Where = { blockId: string | null; component: string | null };

function walk(value: unknown, path: string[], where: Where, definitions: Map<string, BlockDefinition>, problems: ContentProblem[]) {
  if (typeof value === "string") {
    if (hasForbiddenCharacters(value, "document")) {
      const input = path.at(-1) ?? null;
      const place = where.blockId ? `Block "${where.blockId}"` : `Field "${path.join(".")}"`;
      problems.push({ kind: "control_character", ...where, input, message: `${place}: "${input}" holds a control character or a bidi override.` });
    }
    if (scriptUrlIn(value)) {
      const input = path.at(-1) ?? null;
      const place = where.blockId ? `Block "${where.blockId}"` : `Field "${path.join(".")}"`;
      const message = `${place}: "${input}" holds a script URL (javascript:, vbscript: or a data: URL that is not an image).`;
      problems.push({ kind: "script_url", ...where, input, message });
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, String(index)], where, definitions, problems));
    return;
  }
  if (typeof value !== "object" || value === null) return;
  let inBlock = where;
  if (isBlock(value)) {
    const blockId = typeof value.id === "string" && value.id ? value.id : path.join(".");
    inBlock = { blockId, component: typeof value.component?.name === "string" ? value.component.name : null };
    checkComponent(value, blockId, definitions, problems);
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === "jsCode") continue;
    walk(item, [...path, key], inBlock, definitions, problems);
  }
}

/** Every problem of an entry's content (its data and its A/B variations); none means it may be stored. */
export function validateEntryContent(content: { data: unknown; variations?: unknown }, definitions: readonly BlockDefinition[] = BLOCKS): ContentProblem[] {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const problems: ContentProblem[] = [];
  const outside = { blockId: null, component: null };
  walk(content.data, ["data"], outside, byName, problems);
  walk(content.variations ?? {}, ["variations"], outside, byName, problems);
  return problems;
}
