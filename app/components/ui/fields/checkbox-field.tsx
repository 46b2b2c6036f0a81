import { describedBy, FieldError, FieldHint, fieldId, type FieldProps } from "./field-frame";

/**
 * A box to tick, its label beside it. A box that must be ticked fails with 'Ce champ doit être coché'
 * (docs/product.md §5 truthy rule, `form.truthy`).
 */
export function CheckboxField({ name, label, value, onChange, error, hint, required, disabled }: FieldProps<boolean>) {
  return (
    <div className="form-field form-field--check" data-invalid={error ? true : undefined}>
      <input
        id={fieldId(name)}
        name={name}
        type="checkbox"
        checked={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint, error })}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={fieldId(name)}>{label}</label>
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={error} />
    </div>
  );
}
