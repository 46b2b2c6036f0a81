import { useId, type ReactNode } from "react";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";
import type { FormState } from "~/lib/use-form-action";

type FormFieldProps = {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  defaultValue?: string;
  hint?: string;
  error?: MessageId;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function FormField({ name, label, type = "text", autoComplete, defaultValue, hint, error }: FormFieldProps) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The submit button (busy while sending) and the form's outcome, announced politely or as an alert. */
export function FormFooter({ state, submit, done }: { state: FormState; submit: string; done?: ReactNode }) {
  const t = useT();
  return (
    <>
      <div>
        <button type="submit" className="button" disabled={state.status === "sending"} aria-busy={state.status === "sending" || undefined}>
          {submit}
        </button>
      </div>
      <div role="status">{state.status === "done" && done ? <p className="notice notice--success">{done}</p> : null}</div>
      <div role="alert">{state.status === "failed" ? <p className="field-error">{t(state.message)}</p> : null}</div>
    </>
  );
}
