import { useT } from "~/i18n/intl";
import { describedBy, FieldError, FieldHint, fieldId, type FieldProps } from "./field-frame";
import type { SelectOption } from "./select-field";

/** One choice among a few, shown at once: a group with its legend (docs/product.md §5 field types). */
export function RadioField({ name, label, value, onChange, error, hint, required, disabled, options }: FieldProps<string> & { options: SelectOption[] }) {
  const t = useT();
  return (
    <fieldset
      className="form-field form-field--radios"
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy(name, { hint, error })}
      aria-required={required || undefined}
    >
      <legend>
        {label}
        {required ? <span className="form-field__required"> {t("form.requiredMark")}</span> : null}
      </legend>
      <FieldHint name={name} hint={hint} />
      {options.map((option, index) => {
        // The first choice carries the field's id: it gets the focus when the field is invalid.
        const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${option.value}`;
        return (
          <span key={option.value} className="form-field__choice">
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={id}>{option.label}</label>
          </span>
        );
      })}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}
