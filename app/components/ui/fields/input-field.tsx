import { controlAttributes, FieldFrame, type FieldProps } from "./field-frame";

export type InputType = "text" | "email" | "password" | "search" | "tel" | "url" | "number" | "datetime-local" | "color";

type InputFieldProps = FieldProps<string> & {
  type: InputType;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "url" | "numeric" | "search";
  min?: number | string;
  max?: number | string;
  maxLength?: number;
  placeholder?: string;
};

/** One labelled input of a given type; the typed fields of the kit are made of it. */
export function InputField({ name, label, value, onChange, error, hint, required, disabled, type, ...attributes }: InputFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} required={required}>
      <input type={type} {...controlAttributes({ name, value, onChange, error, hint, required, disabled })} {...attributes} />
    </FieldFrame>
  );
}
