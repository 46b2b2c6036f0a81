import type { ReactNode } from "react";
import type { MessageId } from "~/i18n/catalogues";
import { useIsMessageId, useT } from "~/i18n/intl";

/** The id of a field's control, from its name: what the form focuses after a failed submit. */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^\w-]/g, "-")}`;
}

/** The props every field of the form field kit takes (docs/product.md §5 field types). */
export type FieldProps<T> = {
  name: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** A message id: the first rule the field failed on submit. */
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
};

/** The message of an error id, the required text when the id is unknown. */
export function useErrorText() {
  const t = useT();
  const isMessageId = useIsMessageId();
  return (error: string): string => t(isMessageId(error) ? error : ("form.required" satisfies MessageId));
}

/** The ids a control points to with aria-describedby: its hint, then its error. */
export function describedBy(name: string, { hint, error }: { hint?: string; error?: string }): string | undefined {
  const ids = [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/**
 * The attributes of a field's text-valued control (an input, a select, a textarea): its id and name, its value and
 * change, and what it says to assistive technology (required, invalid, its hint and error).
 */
export function controlAttributes({ name, value, onChange, error, hint, required, disabled }: Omit<FieldProps<string>, "label">) {
  return {
    id: fieldId(name),
    name,
    value,
    disabled,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(name, { hint, error }),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
}

export function FieldHint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <p id={`${fieldId(name)}-hint`} className="form-field__hint">
      {hint}
    </p>
  ) : null;
}

export function FieldError({ name, error }: { name: string; error?: string }) {
  const errorText = useErrorText();
  return error ? (
    <p id={`${fieldId(name)}-error`} className="field-error">
      {errorText(error)}
    </p>
  ) : null;
}

/** A labelled control with its hint and error (tied to it by the ids above). */
export function FieldFrame({
  name,
  label,
  hint,
  error,
  required,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={fieldId(name)}>
        {label}
        {required ? <span className="form-field__required"> {t("form.requiredMark")}</span> : null}
      </label>
      <FieldHint name={name} hint={hint} />
      {children}
      <FieldError name={name} error={error} />
    </div>
  );
}
