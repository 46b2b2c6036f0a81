import { useState, type FormEvent } from "react";
import type * as v from "valibot";
import type { MessageId } from "~/i18n/catalogues";
import { parseForm, type FieldErrors, type FormSchema } from "./parse-form";
import { errorCode } from "./use-remote";

export type FormState = { status: "idle" | "sending" | "done" } | { status: "failed"; message: MessageId };

/** What a failed call means for the form: a message next to one field, or for the whole form. */
type Failure = { field: string; message: MessageId } | { field?: undefined; message: MessageId };

/** The failures every form shares; `explain` handles a form's own error codes first. */
function explainFailure(code: string, explain?: (code: string) => Failure | null): Failure {
  const own = explain?.(code);
  if (own) return own;
  return { message: code === "rate_limited" ? "account.error.tooMany" : "account.error.generic" };
}

function focusField(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}

/**
 * A form checked on submit (docs/product.md §5) and sent with `send`: field errors (shown next to their field, the
 * first one focused), then sending, done, or failed with a message. A failure tied to a field (a wrong
 * password, an address already taken) is shown next to that field.
 */
export function useFormAction<TSchema extends FormSchema>(
  schema: TSchema,
  send: (values: v.InferOutput<TSchema>) => Promise<void>,
  explain?: (code: string) => Failure | null,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<FormState>({ status: "idle" });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseForm(schema, new FormData(form));
    if (!parsed.success) {
      setErrors(parsed.errors);
      setState({ status: "idle" });
      focusField(form, parsed.firstInvalid);
      return;
    }
    setErrors({});
    setState({ status: "sending" });
    try {
      await send(parsed.output);
      setState({ status: "done" });
    } catch (error) {
      const failure = explainFailure(errorCode(error), explain);
      if (failure.field) {
        setErrors({ [failure.field]: failure.message });
        setState({ status: "idle" });
        focusField(form, failure.field);
      } else {
        setState({ status: "failed", message: failure.message });
      }
    }
  };

  return { errors, state, onSubmit };
}
