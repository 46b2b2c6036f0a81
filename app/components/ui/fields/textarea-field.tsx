import { describedBy, FieldFrame, fieldId, type FieldProps } from "./field-frame";

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
      <textarea
        id={fieldId(name)}
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint, error })}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
