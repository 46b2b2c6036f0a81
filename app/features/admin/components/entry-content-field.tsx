import { useId, useMemo, useState } from "react";
import { useT } from "~/i18n/intl";
import type { ContentProblemItem } from "../admin-answers.schema";
import { blocksOf } from "../block-tree";
import { parseJsonObject } from "../json-object";
import { BlockEditor } from "./block-editor";
import { ProblemList } from "./problem-list";

type View = "blocks" | "json";

/** The data when it is an object with a list of blocks: what the block editor edits. */
function editableData(text: string) {
  const data = parseJsonObject(text);
  return data && blocksOf(data.blocks) ? data : null;
}

type Props = { value: string; onChange: (text: string) => void; badJson: boolean; problems: readonly ContentProblemItem[] };

/**
 * An entry's data (docs/product.md §2 "/admin"): the block editor for pages and sections (data with `blocks`),
 * and its JSON in the advanced view. Both edit the same text, so switching keeps every edit; the JSON goes
 * back to blocks only while it is an object with a list of blocks.
 */
export function EntryContentField({ value, onChange, badJson, problems }: Props) {
  const t = useT();
  const id = useId();
  const data = useMemo(() => editableData(value), [value]);
  const [offered] = useState(() => data !== null);
  const [view, setView] = useState<View>(offered ? "blocks" : "json");
  const [stuck, setStuck] = useState(false);
  const shown: View = view === "blocks" && data ? "blocks" : "json";

  function show(next: View) {
    setStuck(next === "blocks" && !data);
    if (next === "json" || data) setView(next);
  }

  return (
    <fieldset className="admin-content">
      <legend>{t("admin.editor.content")}</legend>
      {offered ? (
        <div className="admin-actions" role="group" aria-label={t("admin.editor.views")}>
          {(["blocks", "json"] as const).map((name) => (
            <button key={name} type="button" className="button button--ghost" aria-pressed={shown === name} onClick={() => show(name)}>
              {t(`admin.editor.view.${name}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div aria-live="assertive">{stuck ? <p className="field-error">{t("admin.editor.stuckInJson")}</p> : null}</div>
      {shown === "blocks" && data ? (
        <BlockEditor data={data} onChange={(next) => onChange(JSON.stringify(next, null, 2))} />
      ) : (
        <>
          <label htmlFor={`${id}-data`}>{t("admin.editor.data")}</label>
          <p id={`${id}-hint`} className="form-field__hint">
            {t("admin.editor.dataHint")}
          </p>
          <textarea
            id={`${id}-data`}
            className="admin-json"
            rows={18}
            spellCheck={false}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={badJson || problems.length > 0}
            aria-describedby={`${id}-hint ${id}-error`}
          />
        </>
      )}
      <div id={`${id}-error`} aria-live="polite">
        {badJson ? <p className="field-error">{t("admin.editor.badJson")}</p> : null}
        <ProblemList problems={problems} />
      </div>
    </fieldset>
  );
}
