import { useState, type FormEvent, type ReactNode } from "react";
import * as v from "valibot";
import { useT } from "~/i18n/intl";
import { formMessageOf, type FormMessage } from "~/lib/form-rules";

export type FlowField = {
  name: string;
  type: string;
  autoComplete: string;
  label: string;
  /** Checks on submit only (docs/product.md §5); its messages are message ids. */
  schema: v.GenericSchema<string, string>;
  defaultValue?: string;
};

type FlowFormProps = {
  fields: FlowField[];
  submit: string;
  busy: boolean;
  /** The flow's error (already translated), shown under the last field. */
  error: string | null;
  intro?: ReactNode;
  extra?: ReactNode;
  back?: ReactNode;
  onSubmit: (values: Record<string, string>) => void;
};

/** A form of the login flow: its fields checked on submit (docs/product.md §5), each error under its field. */
export function FlowForm({ fields, submit, busy, error, intro, extra, back, onSubmit }: FlowFormProps) {
  const t = useT();
  const [invalid, setInvalid] = useState<Record<string, FormMessage>>({});
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    const issues: Record<string, FormMessage> = {};
    for (const field of fields) {
      const result = v.safeParse(field.schema, String(data.get(field.name) ?? ""));
      if (result.success) values[field.name] = result.output;
      else issues[field.name] = formMessageOf(result.issues[0].message) ?? "form.required";
    }
    setInvalid(issues);
    if (Object.keys(issues).length === 0) onSubmit(values);
  };
  const last = fields.at(-1)?.name;
  return (
    <form className="form-stack" noValidate onSubmit={handle}>
      {intro ? <p>{intro}</p> : null}
      {fields.map((field, index) => {
        const rule = invalid[field.name];
        const message = rule ? t(rule) : field.name === last ? error : null;
        const id = `flow-${field.name}`;
        return (
          <div key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              defaultValue={field.defaultValue}
              autoFocus={index === 0}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
            />
            {message ? (
              <p id={`${id}-error`} className="field-error" role="alert">
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button button--full" disabled={busy}>
        {submit}
      </button>
      {extra}
      {back}
    </form>
  );
}
