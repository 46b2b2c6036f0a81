import { useState } from "react";
import { useT } from "~/i18n/intl";
import { describedBy, FieldFrame, fieldId, type FieldProps } from "./field-frame";
import { addTag, type TagTest } from "./tags";

type TagsFieldProps = FieldProps<string[]> & {
  /** With a test (e.g. `isDomain`), an entry that fails it is dropped without a message (docs/product.md §5). */
  test?: TagTest;
  max?: number;
  maxLength?: number;
};

/** Tags: Enter adds the typed entry, duplicates are ignored, each chip has a remove button. */
export function TagsField({ name, label, value, onChange, error, hint, required, disabled, test, max, maxLength }: TagsFieldProps) {
  const t = useT();
  const [entry, setEntry] = useState("");
  const listId = `${fieldId(name)}-list`;
  const shownHint = hint ?? t("form.tags.hint");
  return (
    <FieldFrame name={name} label={label} hint={shownHint} error={error} required={required}>
      {value.length > 0 ? (
        <ul id={listId} className="tag-chips" aria-label={t("form.tags.list", { label })}>
          {value.map((tag) => (
            <li key={tag} className="tag-chip">
              <span>{tag}</span>
              <button
                type="button"
                className="tag-chip__remove"
                aria-label={t("form.tags.remove", { tag })}
                disabled={disabled}
                onClick={() => onChange(value.filter((item) => item !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={fieldId(name)}
        type="text"
        value={entry}
        disabled={disabled}
        maxLength={maxLength}
        enterKeyHint="enter"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint: shownHint, error })}
        onChange={(event) => setEntry(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          // Enter adds a tag; it never submits the form.
          event.preventDefault();
          const next = addTag(value, entry, { test, max });
          if (next.length !== value.length) onChange(next);
          setEntry("");
        }}
      />
    </FieldFrame>
  );
}
