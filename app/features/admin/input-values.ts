import type { BlockDefinition } from "~/features/content/blocks/block";

/** One input of a block definition (the Builder.io SDK's input shape). */
export type BlockInput = BlockDefinition["inputs"][number];

/** A JSON object as the editor holds it: a block, its options, an item of a list input. */
export type JsonRecord = Record<string, unknown>;

/** Which control edits an input (docs/product.md §2 "/admin": the form generated from a block's definition). */
export type FieldKind =
  "select" | "text" | "textarea" | "richText" | "number" | "checkbox" | "date" | "url" | "color" | "reference" | "list" | "object" | "json";

/** What an input may be picked from by a search (docs/product.md §2 "/admin"): articles or events. */
export const PICKED_MODELS = ["article", "event"] as const;
export type PickedModel = (typeof PICKED_MODELS)[number];

/**
 * The model an input's search picker finds: a `reference` input's model (a content reference to an article), or
 * the `meta.picker` of a text input that holds a key (the Event block's slug); null for any other input.
 */
export function pickerModelOf(input: BlockInput): PickedModel | null {
  const meta: unknown = input.meta;
  const model: unknown = input.type === "reference" ? input.model : isRecord(meta) ? meta.picker : undefined;
  return PICKED_MODELS.find((known) => known === model) ?? null;
}

/** The id a reference value names (`{"@type": "@builder.io/core:Reference", id, model}`), or '' for none. */
export function referenceIdOf(value: unknown): string {
  return isRecord(value) && typeof value.id === "string" ? value.id : typeof value === "string" ? value : "";
}

/** A content reference to `id` of `model`, as Builder.io writes them; undefined (input left out) for no id. */
export function referenceTo(model: string, id: string) {
  const trimmed = id.trim();
  return trimmed ? { "@type": "@builder.io/core:Reference", id: trimmed, model } : undefined;
}

const KIND_OF_TYPE: Record<string, FieldKind> = {
  string: "text",
  text: "text",
  longText: "textarea",
  richText: "richText",
  html: "textarea",
  number: "number",
  boolean: "checkbox",
  date: "date",
  url: "url",
  file: "url",
  color: "color",
};

/** The control of an input: a select for any enum, then by type; a JSON textarea for a type it does not know. */
export function fieldKindOf(input: BlockInput): FieldKind {
  if (input.enum) return "select";
  if (input.type === "list" || input.type === "object") return input.subFields ? input.type : "json";
  if (input.type === "reference" && pickerModelOf(input)) return "reference";
  return KIND_OF_TYPE[input.type] ?? "json";
}

/** Whether a value is a JSON object (not null, not a list). */
export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The options a new block or list item starts with: each input's `defaultValue`, copied. */
export function defaultsOf(inputs: readonly BlockInput[]): JsonRecord {
  const defaults: JsonRecord = {};
  for (const input of inputs) {
    const value: unknown = input.defaultValue;
    if (value !== undefined) defaults[input.name] = structuredClone(value);
  }
  return defaults;
}

/** A copy of `values` with `name` set, or left out when `value` is undefined (an emptied field). */
export function withValue(values: JsonRecord, name: string, value: unknown): JsonRecord {
  const next = { ...values };
  if (value === undefined) delete next[name];
  else next[name] = value;
  return next;
}

/** The choices of an enum input: its items are strings or `{label, value}`. */
export function enumChoices(input: BlockInput): { label: string; value: unknown }[] {
  return (input.enum ?? []).map((item) => (typeof item === "string" ? { label: item, value: item } : { label: item.label, value: item.value as unknown }));
}

/** What a text-like control shows for a stored value. */
export function textOf(value: unknown): string {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : "";
}

/** A text control's value as stored: an emptied field leaves the input out. */
export function textFrom(text: string): string | undefined {
  return text === "" ? undefined : text;
}

/** A number control's value as stored: empty or not a number leaves the input out. */
export function numberFrom(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** What a date control shows: the day (YYYY-MM-DD, UTC) of a stored date string or epoch ms. */
export function dateInputOf(value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number") return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/** What a color control shows: the stored `#rrggbb`, black otherwise (the control takes no other form). */
export function colorInputOf(value: unknown): string {
  return typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value) ? value : "#000000";
}

const SUMMARY_KEYS = ["title", "text", "label", "titre", "name", "event"];
const SUMMARY_LENGTH = 80;

/** The one-line summary of a block in the list: its title, text or label input, tags left out, shortened. */
export function summaryOf(options: JsonRecord): string {
  const strings = [...SUMMARY_KEYS.map((key) => options[key]), ...Object.values(options)];
  const first = strings.find((value): value is string => typeof value === "string" && value.trim() !== "") ?? "";
  const text = first
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
}
