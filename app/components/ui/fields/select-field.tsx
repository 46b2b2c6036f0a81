import { useT } from "~/i18n/intl";
import { controlAttributes, FieldFrame, type FieldProps } from "./field-frame";

export type SelectOption = { value: string; label: string };

/** A choice in a list; `placeholder` adds an empty first choice (docs/product.md §5 field types). */
export function SelectField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  options,
  placeholder,
}: FieldProps<string> & { options: SelectOption[]; placeholder?: string }) {
  const t = useT();
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} required={required}>
      <select {...controlAttributes({ name, value, onChange, error, hint, required, disabled })}>
        {placeholder !== undefined ? <option value="">{placeholder || t("form.choose")}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
