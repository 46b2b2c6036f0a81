import { describedBy, FieldError, FieldHint, fieldId, type FieldProps } from "~/components/ui/fields/field-frame";
import { LazyRichTextEditor } from "~/features/rich-text/editor/lazy-rich-text-editor";
import { useT } from "~/i18n/intl";

/** A description field of the organizer form (docs/product.md §5 "editor"): the rich-text editor, labelled, with its hint and error. */
export function EditorField({ name, label, value, onChange, error, hint, required, disabled }: FieldProps<string>) {
  const t = useT();
  const id = fieldId(name);
  const labelId = `${id}-label`;
  return (
    <div className="form-field editor" data-invalid={error ? true : undefined}>
      <span id={labelId} className="form-field__label">
        {label}
        {required ? <span className="form-field__required"> {t("form.requiredMark")}</span> : null}
      </span>
      <FieldHint name={name} hint={hint} />
      <LazyRichTextEditor
        id={id}
        labelledBy={labelId}
        describedBy={describedBy(name, { hint, error })}
        invalid={Boolean(error)}
        required={required}
        disabled={disabled}
        value={value}
        onChange={onChange}
      />
      <FieldError name={name} error={error} />
    </div>
  );
}
