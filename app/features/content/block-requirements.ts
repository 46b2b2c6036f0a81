import type { BlockDefinition, Input } from "./blocks/block";

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

function missingIn(inputs: Input[], values: Record<string, unknown>, prefix: string): string[] {
  return inputs.flatMap((input) => {
    const value = values[input.name];
    const name = `${prefix}${input.name}`;
    if (isEmpty(value)) return input.required && input.defaultValue === undefined ? [name] : [];
    const fields = input.subFields ?? [];
    if (fields.length === 0) return [];
    if (input.type === "list" && Array.isArray(value)) {
      return [...new Set(value.flatMap((item) => missingIn(fields, typeof item === "object" && item !== null ? item : {}, `${name}.`)))];
    }
    return typeof value === "object" && value !== null ? missingIn(fields, value as Record<string, unknown>, `${name}.`) : [];
  });
}

/**
 * The required inputs a block's options lack (docs/product.md §5: Article needs its content reference,
 * Partenariat `sponsoredBy`, ActionCard `action`, ExpertBean `direction` and `size`, and so on for every
 * required input), as dotted names (`sponsoredBy.logo`). A required input with a default is never missing.
 */
export function missingInputs(definition: BlockDefinition, options: Record<string, unknown>): string[] {
  return missingIn(definition.inputs, options, "");
}
