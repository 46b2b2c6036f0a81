import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import * as v from "valibot";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath, type Lang } from "~/i18n/locale";
import { codeOf, useAdminApi, useAdminLoad } from "../admin-api";
import { AdminEntrySchema, ContentRefusalSchema, VersionListSchema, type AdminEntry, type ContentProblemItem } from "../admin-answers.schema";
import { KNOWN_MODELS } from "../entry-models";
import { parseJsonObject } from "../json-object";
import { livePreviewPath, PREVIEW_WIDTHS, type PreviewWidth } from "../live-preview";
import { useLivePreview } from "../use-live-preview";
import { AdminFailed, AdminLoading } from "./admin-gate";
import { EntryContentField } from "./entry-content-field";
import { EntryVersions } from "./entry-versions";

type Fields = { name: string; model: string; urlPath: string; data: string; variations: string; start: string; end: string };

const EMPTY: Fields = { name: "", model: "page", urlPath: "/", data: '{\n  "title": "",\n  "blocks": []\n}', variations: "{}", start: "", end: "" };

/** Epoch ms ↔ the value of a datetime-local input, in the browser's time zone. */
function toLocalInput(ms: number | undefined) {
  if (ms === undefined) return "";
  const date = new Date(ms);
  return new Date(ms - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
function fromLocalInput(value: string) {
  return value ? new Date(value).getTime() : undefined;
}

function urlPathOf(entry: AdminEntry) {
  const rule = entry.query.find((item) => item.property === "urlPath" && item.operator === "is");
  const value = Array.isArray(rule?.value) ? rule.value[0] : rule?.value;
  return typeof value === "string" ? value : "";
}

function fieldsOf(entry: AdminEntry): Fields {
  return {
    name: entry.name,
    model: entry.modelId,
    urlPath: urlPathOf(entry),
    data: JSON.stringify(entry.data, null, 2),
    variations: JSON.stringify(entry.variations, null, 2),
    start: toLocalInput(entry.startDate),
    end: toLocalInput(entry.endDate),
  };
}

/**
 * What the preview frame shows: a page at its own address with ?previewing=true (drafts included, in the
 * site's layout); any other entry in the editors' preview pages (docs/product.md §2).
 */
function previewPathOf(entry: AdminEntry, lang: Lang) {
  const urlPath = urlPathOf(entry);
  if (entry.modelId === "page" && urlPath) return `${localizePath(urlPath, lang)}?previewing=true`;
  const page = entry.modelId === "symbol" ? "/builder/__symbol-preview__" : "/builder/__builder-preview__";
  return `${localizePath(page, lang)}?${new URLSearchParams({ model: entry.modelId, id: entry.id }).toString()}`;
}

type Outcome = { kind: "saved" | "published" | "unpublished" | "restored" } | { kind: "failed"; code: string; detail?: string } | null;

/**
 * The editor of one page-builder entry (docs/product.md §2 "/admin"): its name, model and URL, its content
 * (blocks with their forms, or JSON) with the server's validation shown beside it, save, publish or unpublish,
 * the versions with restore, and a live preview of the page (its drafts shown with ?previewing=true) beside it.
 */
export function EntryEditor({ id }: { id: string | null }) {
  const t = useT();
  const { lang } = useIntl();
  const call = useAdminApi();
  const navigate = useNavigate();
  const formId = useId();
  const { state, reload } = useAdminLoad(id ? `/entries/${id}` : null, AdminEntrySchema);
  const versions = useAdminLoad(id ? `/entries/${id}/versions` : null, VersionListSchema);
  const entry = state.status === "ready" ? state.data : null;
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [jsonError, setJsonError] = useState<"data" | "variations" | null>(null);
  const [problems, setProblems] = useState<ContentProblemItem[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(0);
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useLivePreview(frame, entry?.modelId ?? fields.model, fields.data);

  // Each answer of the server (first load, after a save or a restore) resets the fields to what is stored.
  const [shown, setShown] = useState<AdminEntry | null>(null);
  if (entry && entry !== shown) {
    setShown(entry);
    setFields(fieldsOf(entry));
  }

  if (id && state.status === "loading") return <AdminLoading />;
  if (id && state.status === "failed") {
    return state.code === "entry_not_found" ? <p role="alert">{t("admin.editor.notFound")}</p> : <AdminFailed code={state.code} retry={reload} />;
  }

  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  function afterWrite(kind: "saved" | "published" | "unpublished" | "restored") {
    setOutcome({ kind });
    setProblems([]);
    reload();
    versions.reload();
    setPreview((count) => count + 1);
  }

  async function save() {
    const data = parseJsonObject(fields.data);
    const variations = parseJsonObject(fields.variations);
    setJsonError(data ? (variations ? null : "variations") : "data");
    setOutcome(null);
    if (!data || !variations) return;
    const otherRules = (entry?.query ?? []).filter((rule) => !(rule.property === "urlPath" && rule.operator === "is"));
    const urlPath = fields.urlPath.trim();
    const body = {
      model: fields.model,
      name: fields.name,
      published: entry?.published ?? "draft",
      query: [...otherRules, ...(urlPath ? [{ "@type": "@builder.io/core:Query", property: "urlPath", operator: "is", value: urlPath }] : [])],
      data,
      variations,
      testRatio: entry?.testRatio ?? 1,
      startDate: fromLocalInput(fields.start),
      endDate: fromLocalInput(fields.end),
    };
    setBusy(true);
    const answer = await call(id ? "PUT" : "POST", id ? `/entries/${id}` : "/entries", body);
    setBusy(false);
    if (answer.ok) {
      const saved = v.safeParse(AdminEntrySchema, answer.body);
      if (!id && saved.success) {
        void navigate(localizePath(`/admin/entries/${saved.output.id}`, lang));
        return;
      }
      afterWrite("saved");
      return;
    }
    const refusal = v.safeParse(ContentRefusalSchema, answer.body);
    setProblems(refusal.success ? refusal.output.error.problems : []);
    const message = v.safeParse(v.object({ error: v.object({ message: v.string() }) }), answer.body);
    setOutcome({ kind: "failed", code: codeOf(answer), detail: message.success ? message.output.error.message : undefined });
  }

  async function write(path: string, kind: "published" | "unpublished" | "restored") {
    if (!id) return;
    setBusy(true);
    const answer = await call("POST", `/entries/${id}${path}`);
    setBusy(false);
    if (answer.ok) afterWrite(kind);
    else setOutcome({ kind: "failed", code: codeOf(answer) });
  }

  const previewPath = entry ? livePreviewPath(previewPathOf(entry, lang), entry.modelId) : null;

  return (
    <section className="admin-section admin-editor" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{entry ? t("admin.editor.title", { name: entry.name }) : t("admin.entries.new")}</h2>
      {entry ? (
        <p className="admin-muted">
          {t("admin.editor.status", { status: t(`admin.status.${entry.published}`) })}
          {entry.modelId === "page" && urlPathOf(entry) && entry.published === "published" ? (
            <>
              {" · "}
              <a href={localizePath(urlPathOf(entry), lang)} target="_blank" rel="noreferrer">
                {t("admin.editor.openLive")}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="admin-editor__grid">
        <form
          className="admin-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label>
            {t("admin.entries.name")}
            <input required value={fields.name} onChange={set("name")} />
          </label>
          <label>
            {t("admin.entries.model")}
            <select value={fields.model} onChange={set("model")} disabled={Boolean(id)}>
              {[...new Set([...KNOWN_MODELS, fields.model])].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("admin.entries.path")}
            <input value={fields.urlPath} onChange={set("urlPath")} placeholder="/a-propos" />
          </label>
          <EntryContentField
            value={fields.data}
            onChange={(data) => setFields((current) => ({ ...current, data }))}
            badJson={jsonError === "data"}
            problems={problems}
          />
          <details>
            <summary>{t("admin.editor.advanced")}</summary>
            <label>
              {t("admin.editor.variations")}
              <textarea
                className="admin-json"
                rows={6}
                spellCheck={false}
                value={fields.variations}
                onChange={set("variations")}
                aria-invalid={jsonError === "variations"}
              />
            </label>
            {jsonError === "variations" ? <p className="field-error">{t("admin.editor.badJson")}</p> : null}
            <label>
              {t("admin.editor.start")}
              <input type="datetime-local" value={fields.start} onChange={set("start")} />
            </label>
            <label>
              {t("admin.editor.end")}
              <input type="datetime-local" value={fields.end} onChange={set("end")} />
            </label>
          </details>
          <p className="admin-muted">{t("admin.editor.jsCode")}</p>
          <div className="admin-actions">
            <button type="submit" className="button" disabled={busy}>
              {t("admin.editor.save")}
            </button>
            {entry && entry.published !== "published" ? (
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void write("/publish", "published")}>
                {t("admin.editor.publish")}
              </button>
            ) : null}
            {entry && entry.published === "published" ? (
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void write("/unpublish", "unpublished")}>
                {t("admin.editor.unpublish")}
              </button>
            ) : null}
          </div>
          <div role="status" aria-live="polite">
            {outcome && outcome.kind !== "failed" ? <p className="notice">{t(`admin.editor.${outcome.kind}`)}</p> : null}
          </div>
          {outcome?.kind === "failed" ? (
            <p role="alert" className="notice notice--error">
              {outcome.code === "invalid_content" ? t("admin.editor.refused") : t("admin.error.generic", { code: outcome.detail ?? outcome.code })}
            </p>
          ) : null}
        </form>
        <div className="admin-preview">
          <h3>{t("admin.editor.preview")}</h3>
          {previewPath ? (
            <>
              <p className="admin-muted">{t("admin.editor.previewLive")}</p>
              <label>
                {t("admin.editor.previewWidth")}
                <select
                  value={previewWidth ?? ""}
                  onChange={(event) => setPreviewWidth(PREVIEW_WIDTHS.find((width) => String(width) === event.target.value) ?? null)}
                >
                  <option value="">{t("admin.editor.previewWidthFit")}</option>
                  {PREVIEW_WIDTHS.map((width) => (
                    <option key={width} value={width}>
                      {t(`admin.editor.previewWidth${width}`)}
                    </option>
                  ))}
                </select>
              </label>
              <div className="admin-preview__viewport">
                <iframe
                  ref={frame}
                  key={preview}
                  src={previewPath}
                  title={t("admin.editor.previewFrame")}
                  className="admin-preview__frame"
                  style={previewWidth ? { width: `${previewWidth}px` } : undefined}
                />
              </div>
              <button type="button" className="button button--ghost" onClick={() => setPreview((count) => count + 1)}>
                {t("admin.editor.refreshPreview")}
              </button>
            </>
          ) : (
            <p className="admin-muted">{t("admin.editor.noPreview")}</p>
          )}
        </div>
      </div>
      {id ? <EntryVersions state={versions.state} busy={busy} onRestore={(version) => void write(`/versions/${version}/restore`, "restored")} /> : null}
    </section>
  );
}
