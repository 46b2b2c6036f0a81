import type { FieldProps } from "./field-frame";
import { InputField } from "./input-field";

/** A field for a line of text (docs/product.md §5 field types). */
export function TextField(props: FieldProps<string> & { autoComplete?: string; maxLength?: number; placeholder?: string }) {
  return <InputField type="text" {...props} />;
}
