import type { FieldProps } from "./field-frame";
import { InputField } from "./input-field";

/** A field for a search query (docs/product.md §5 field types). */
export function SearchField(props: FieldProps<string> & { autoComplete?: string; maxLength?: number; placeholder?: string }) {
  return <InputField type="search" {...props} />;
}
