import type { FieldProps } from "./field-frame";
import { InputField } from "./input-field";

/** A date and time as typed, "2026-05-01T18:30", without a zone (the form has a time zone field beside it). */
export function DateTimeField({ min, ...props }: FieldProps<string> & { min?: string }) {
  return <InputField type="datetime-local" min={min} {...props} />;
}
