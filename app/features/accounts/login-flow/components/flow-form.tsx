import { useState, type FormEvent, type ReactNode } from "react";
import * as v from "valibot";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";

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
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    const issues: Record<string, string> = {};
    for (const field of fields) {
      const result = v.safeParse(field.schema, String(data.get(field.name) ?? ""));
      if (result.success) values[field.name] = result.output;
      else issues[field.name] = result.issues[0].message;
    }
    setInvalid(issues);
    if (Object.keys(issues).length === 0) onSubmit(values);
  };
  const last = fields.at(-1)?.name;
  return (
    <form className="form-stack" noValidate onSubmit={handle}>
      {intro ? <p>{intro}</p> : null}
      {fields.map((field, index) => {
        const message = invalid[field.name] ? t(invalid[field.name] as MessageId) : field.name === last ? error : null;
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
