import type { FieldProps } from "./field-frame";
import { InputField } from "./input-field";

/** A field for a password (docs/product.md §5 field types). */
export function PasswordField(props: FieldProps<string> & { autoComplete?: string; maxLength?: number; placeholder?: string }) {
  return <InputField type="password" {...props} />;
}
