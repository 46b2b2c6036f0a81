import * as v from "valibot";

const JsonObjectSchema = v.pipe(
  v.custom<object>((input) => typeof input === "object" && input !== null && !Array.isArray(input)),
  v.record(v.string(), v.unknown()),
);

/** The object a JSON text holds; null when it is not JSON or not an object. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed = v.safeParse(JsonObjectSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
