import { controlAttributes, FieldFrame, type FieldProps } from "./field-frame";

/** Several lines of plain text (docs/product.md §5 field types). */
export function TextareaField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  rows = 5,
  maxLength,
}: FieldProps<string> & { rows?: number; maxLength?: number }) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} required={required}>
      <textarea rows={rows} maxLength={maxLength} {...controlAttributes({ name, value, onChange, error, hint, required, disabled })} />
    </FieldFrame>
  );
}
