import type { FieldProps } from "./field-frame";
import { InputField } from "./input-field";

/** A field for an email address (checked on submit: 'Vérifiez le format de l'email') (docs/product.md §5 field types). */
export function EmailField(props: FieldProps<string> & { autoComplete?: string; maxLength?: number; placeholder?: string }) {
  return <InputField type="email" autoComplete="email" inputMode="email" {...props} />;
}
