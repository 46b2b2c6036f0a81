import type { FieldProps } from "./field-frame";
import { InputField } from "./input-field";

/** A field for a phone number (docs/product.md §5 field types). */
export function TelField(props: FieldProps<string> & { autoComplete?: string; maxLength?: number; placeholder?: string }) {
  return <InputField type="tel" autoComplete="tel" inputMode="tel" {...props} />;
}
