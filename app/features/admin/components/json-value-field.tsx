import { useState } from "react";
import { useT } from "~/i18n/intl";

/** The attributes every control of a block's form carries: its id, description, and whether it is invalid or required. */
export type ControlAttributes = { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean; "aria-required"?: boolean };

/** The JSON of one input whose type the form does not know; the value changes only while the text is JSON. */
export function JsonValueField({ common, value, onChange }: { common: ControlAttributes; value: unknown; onChange: (value: unknown) => void }) {
  const t = useT();
  const [text, setText] = useState(() => (value === undefined ? "" : JSON.stringify(value, null, 2)));
  const [bad, setBad] = useState(false);
  // The value may change from elsewhere (a restored version): the text follows unless it already says the same.
  const parsed = parseJson(text);
  if (!bad && parsed.ok && JSON.stringify(parsed.value) !== JSON.stringify(value)) setText(value === undefined ? "" : JSON.stringify(value, null, 2));
  const errorId = `${common.id}-json`;
  return (
    <>
      <textarea
        {...common}
        className="admin-json"
        rows={4}
        spellCheck={false}
        value={text}
        aria-invalid={bad || common["aria-invalid"]}
        aria-describedby={[common["aria-describedby"], bad ? errorId : undefined].filter(Boolean).join(" ") || undefined}
        onChange={(event) => {
          setText(event.target.value);
          const typed = parseJson(event.target.value);
          setBad(!typed.ok);
          if (typed.ok) onChange(typed.value);
        }}
      />
      {bad ? (
        <p id={errorId} className="field-error">
          {t("admin.blocks.badJson")}
        </p>
      ) : null}
    </>
  );
}

/** Any JSON value; an empty text leaves the input out. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}
