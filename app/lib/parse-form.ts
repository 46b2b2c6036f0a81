import * as v from "valibot";
import type { MessageId } from "~/i18n/catalogues";
import { formMessageOf } from "./form-rules";

export type FieldErrors = Partial<Record<string, MessageId>>;
export type FormSchema = v.GenericSchema<unknown, Record<string, string>>;
type ParsedForm<TSchema extends FormSchema> = { success: true; output: v.InferOutput<TSchema> } | { success: false; errors: FieldErrors; firstInvalid: string };

/** Validates the submitted values (docs/product.md §5: on submit only); the first failed rule of each field gives its message. */
export function parseForm<TSchema extends FormSchema>(schema: TSchema, data: FormData): ParsedForm<TSchema> {
  const values: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === "string") values[name] = value;
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue);
    if (field === null || errors[field]) continue;
    errors[field] = formMessageOf(issue.message) ?? "form.required";
  }
  return { success: false, errors, firstInvalid: Object.keys(errors)[0] ?? "" };
}
