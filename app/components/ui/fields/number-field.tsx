import type { FieldProps } from "./field-frame";
import { InputField } from "./input-field";

/** A whole number between `min` and `max` (docs/product.md §5: 'Cette valeur est trop petite' below min). */
export function NumberField({ min, max, ...props }: FieldProps<string> & { min?: number; max?: number }) {
  return <InputField type="number" inputMode="numeric" min={min} max={max} {...props} />;
}
