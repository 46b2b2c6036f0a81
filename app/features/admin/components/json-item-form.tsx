import { useId, useState } from "react";
import { useT } from "~/i18n/intl";
import { codeOf, useAdminApi } from "../admin-api";
import { parseJsonObject } from "../json-object";

/**
 * One record (a taxonomy item, a hotspot, a partner widget) edited as structured JSON: the fields the API
 * takes, checked by it on save; the answer's message is shown beside the text.
 */
export function JsonItemForm({
  label,
  initial,
  method,
  path,
  onSaved,
}: {
  label: string;
  initial: object;
  method: "POST" | "PUT";
  path: string;
  onSaved: () => void;
}) {
  const t = useT();
  const call = useAdminApi();
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  async function save() {
    setSaved(false);
    const body = parseJsonObject(text);
    if (!body) {
      setError(t("admin.editor.badJson"));
      return;
    }
    setBusy(true);
    const answer = await call(method, path, body);
    setBusy(false);
    if (answer.ok) {
      setError(null);
      setSaved(true);
      onSaved();
      return;
    }
    const detail = typeof answer.body === "object" && answer.body && "error" in answer.body ? JSON.stringify(answer.body.error) : codeOf(answer);
    setError(t("admin.error.generic", { code: detail }));
  }
  return (
    <form
      className="admin-item"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={`${id}-json`}>{label}</label>
      <textarea
        id={`${id}-json`}
        className="admin-json"
        rows={Math.min(14, text.split("\n").length + 1)}
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={`${id}-error`}
      />
      <div id={`${id}-error`} aria-live="polite">
        {error ? <p className="field-error">{error}</p> : null}
        {saved ? <p className="admin-saved">{t("admin.editor.saved")}</p> : null}
      </div>
      <button type="submit" className="button button--ghost button--small" disabled={busy}>
        {t("admin.editor.save")}
      </button>
    </form>
  );
}
