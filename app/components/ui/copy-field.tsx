import { useId } from "react";

type CopyFieldProps = { label: string; value: string; copyLabel: string; onCopied: () => void };

/**
 * A link to hand on (a private event's share link, a calendar feed): shown read-only in full, selected on
 * focus, with a button that copies it. Without clipboard access the field stays selectable and nothing is said.
 */
export function CopyField({ label, value, copyLabel, onCopied }: CopyFieldProps) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied();
    } catch {
      // No clipboard access: the value stays selectable in its field.
    }
  };
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="button button--small" onClick={() => void copy()}>
        {copyLabel}
      </button>
    </div>
  );
}
