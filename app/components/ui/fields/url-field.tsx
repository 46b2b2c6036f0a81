import type { FieldProps } from "./field-frame";
import { InputField } from "./input-field";

/** A field for a web address (http or https) (docs/product.md §5 field types). */
export function UrlField(props: FieldProps<string> & { autoComplete?: string; maxLength?: number; placeholder?: string }) {
  return <InputField type="url" inputMode="url" {...props} />;
}
