import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import * as v from "valibot";
import { createActor, fromPromise } from "xstate";
import { entryEditorMachine, type EntryWriteRequest, type EntryWritten, type SaveResult, type WriteResult } from "#machines/entry-editor/entry-editor.machine";
import { useIntl, useT } from "~/i18n/intl";
import { useDeferredActor } from "~/lib/use-deferred-actor";
import { localizePath, type Lang } from "~/i18n/locale";
import { codeOf, useAdminApi, useAdminLoad, type AdminAnswer } from "../admin-api";
import { AdminEntrySchema, ContentRefusalSchema, VersionListSchema, type AdminEntry, type ContentProblemItem } from "../admin-answers.schema";
import { KNOWN_MODELS } from "../entry-models";
import { hasForbiddenCharacters } from "~/lib/user-text.schema";
import { validateEntryContent } from "../content-validator";
import { previewAsParams, previewedData, type PreviewAs } from "~/features/content/preview-as";
import { isRecord } from "../input-values";
import { parseJsonObject } from "../json-object";
import { livePreviewPath, PREVIEW_WIDTHS, type PreviewWidth } from "../live-preview";
import { fromLocalInput, toLocalInput } from "../local-datetime";
import { useLivePreview } from "../use-live-preview";
import { usePreviewSelection } from "../use-preview-selection";
import { AdminFailed, AdminLoading } from "./admin-gate";
import { EntryContentField } from "./entry-content-field";
import { EntrySchedule, ScheduleSummary } from "./entry-schedule";
import { EntryVersions } from "./entry-versions";

type Fields = { name: string; model: string; urlPath: string; data: string; variations: string; start: string; end: string };

const EMPTY: Fields = { name: "", model: "page", urlPath: "/", data: '{\n  "title": "",\n  "blocks": []\n}', variations: "{}", start: "", end: "" };

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

/** A save that never left: the content is not a JSON object (the field says so itself). */
const BAD_JSON = "bad_json";

/** What the editor's machine asks of the component: its requests and the effects of a write. */
type EditorHandlers = {
  store: (version: number | null) => Promise<SaveResult>;
  write: (request: EntryWriteRequest, version: number | null) => Promise<WriteResult>;
  written: (kind: EntryWritten) => void;
  reload: () => void;
};

/** The content the preview shows as the form's: for its audience (a member, a visitor, a variation), as JSON. */
function previewedText(fields: Pick<Fields, "data" | "variations">, as: PreviewAs): string {
  const data = parseJsonObject(fields.data);
  if (!data || (!as.visitor && !as.variation)) return fields.data;
  return JSON.stringify(previewedData(data, parseJsonObject(fields.variations) ?? {}, as));
}

/** A path with more query parameters. */
function withParams(path: string, params: [string, string][]): string {
  if (params.length === 0) return path;
  const [pathname = "", query = ""] = path.split("?", 2);
  const search = new URLSearchParams(query);
  for (const [name, value] of params) search.set(name, value);
  return `${pathname}?${search.toString()}`;
}

/** Whether the form holds what is stored: nothing typed since the last load or save. */
function sameFields(a: Fields, b: Fields) {
  return (Object.keys(a) as (keyof Fields)[]).every((key) => a[key] === b[key]);
}

/**
 * The editor of one page-builder entry (docs/product.md §2 "/admin"): its name, model and URL, its content
 * (blocks with their forms, or JSON) with the server's validation shown beside it, save, publish or unpublish,
 * the versions with restore, and a live preview of the page (its drafts shown with ?previewing=true) beside it.
 * A live page's saves are staged: it changes only on 'Publier', which first saves what the form shows, so it
 * never publishes anything else. Every write is based on the version loaded (If-Match): a page written in
 * another tab since is never overwritten without the editor knowing.
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
  const [nameError, setNameError] = useState(false);
  const [problems, setProblems] = useState<ContentProblemItem[]>([]);
  const [preview, setPreview] = useState(0);
  // The writes' flow (saving, writing, conflict: machines/entry-editor); its requests and effects are the handlers
  // below, kept in a ref because the machine is made once and the form changes at each key.
  const handlers = useRef<EditorHandlers | null>(null);
  const editor = useDeferredActor(
    async () =>
      createActor(
        entryEditorMachine.provide({
          actors: {
            save: fromPromise(({ input }) => handlers.current?.store(input.version) ?? Promise.resolve({ ok: false as const, code: "not_ready" })),
            write: fromPromise(
              ({ input }) => handlers.current?.write(input.request, input.version) ?? Promise.resolve({ ok: false as const, code: "not_ready" }),
            ),
          },
          actions: {
            written: (_, { kind }) => handlers.current?.written(kind),
            reloadEntry: () => handlers.current?.reload(),
          },
        }),
        { input: { version: null } },
      ),
    "editing",
  );
  const outcome = editor.snapshot?.context.outcome ?? null;
  const busy = !editor.matches("editing");
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // A version seen in the preview (its saved content) instead of the form's; the form keeps every edit meanwhile.
  const [viewing, setViewing] = useState<{ version: number; data: string } | null>(null);
  // Whom the preview shows the page to: a member, a visitor, an A/B variation (preview-as.ts).
  const [previewAs, setPreviewAs] = useState<PreviewAs>({ visitor: null, variation: null });
  // Parsed once per change of the text, not on every render (a keystroke in any field renders the editor).
  const variationChoices = useMemo(
    () =>
      Object.entries(parseJsonObject(fields.variations) ?? {}).map(([variationId, variation]) => ({
        id: variationId,
        name: isRecord(variation) && typeof variation.name === "string" ? variation.name : variationId,
      })),
    [fields.variations],
  );
  const formPreview = useMemo(
    () => previewedText({ data: fields.data, variations: fields.variations }, previewAs),
    [fields.data, fields.variations, previewAs],
  );
  useLivePreview(frame, entry?.modelId ?? fields.model, viewing ? viewing.data : formPreview);
  usePreviewSelection(frame);

  // Each answer of the server (first load, after a save or a restore) resets the fields to what is stored.
  const [shown, setShown] = useState<AdminEntry | null>(null);
  if (entry && entry !== shown) {
    setShown(entry);
    setFields(fieldsOf(entry));
  }
  // …and is the version the next write is based on.
  const sendToEditor = editor.send;
  useEffect(() => {
    if (entry) sendToEditor({ type: "LOADED", version: entry.version });
  }, [sendToEditor, entry]);
  function afterWrite() {
    setProblems([]);
    reload();
    versions.reload();
    setPreview((count) => count + 1);
  }

  function failureOf(answer: AdminAnswer): SaveResult & { ok: false } {
    const message = v.safeParse(v.object({ error: v.object({ message: v.string() }) }), answer.body);
    return { ok: false, code: codeOf(answer), ...(message.success ? { detail: message.output.error.message } : {}) };
  }

  /** Saves the form on `version` (the machine's `save`): the version stored, or why not (the problems are shown). */
  async function store(version: number | null): Promise<SaveResult> {
    const data = parseJsonObject(fields.data);
    const variations = parseJsonObject(fields.variations);
    setJsonError(data ? (variations ? null : "variations") : "data");
    if (!data || !variations) return { ok: false, code: BAD_JSON };
    // Characters the API refuses in the whole body are found here first, named by the field that holds them.
    const badName = hasForbiddenCharacters(fields.name, "line");
    setNameError(badName);
    const badCharacters = validateEntryContent({ data, variations }).filter((problem) => problem.kind === "control_character");
    if (badName || badCharacters.length > 0) {
      setProblems(badCharacters);
      return { ok: false, code: "invalid_content" };
    }
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
    const answer = await call(id ? "PUT" : "POST", id ? `/entries/${id}` : "/entries", body, { ifMatch: version ?? undefined });
    const saved = answer.ok ? v.safeParse(AdminEntrySchema, answer.body) : null;
    if (saved?.success) {
      if (!id) void navigate(localizePath(`/admin/entries/${saved.output.id}`, lang));
      return { ok: true, version: saved.output.version, staged: saved.output.staged };
    }
    const refusal = v.safeParse(ContentRefusalSchema, answer.body);
    setProblems(refusal.success ? refusal.output.error.problems : []);
    return failureOf(answer);
  }

  /** A write on the stored entry (the machine's `write`: publish, unpublish, discard, restore, schedule). */
  async function writeRequest(request: EntryWriteRequest, version: number | null): Promise<WriteResult> {
    if (!id) return { ok: false, code: "not_saved" };
    const answer = await call(request.method, `/entries/${id}${request.path}`, request.body, { ifMatch: version ?? undefined });
    if (!answer.ok) return failureOf(answer);
    // The entry as written: its version is the base of the next write, even before the reload answers.
    const written = v.safeParse(AdminEntrySchema, answer.body);
    return written.success ? { ok: true, version: written.output.version } : { ok: true };
  }

  useEffect(() => {
    handlers.current = { store, write: writeRequest, written: afterWrite, reload };
  });

  if (id && state.status === "loading") return <AdminLoading />;
  if (id && state.status === "failed") {
    return state.code === "entry_not_found" ? <p role="alert">{t("admin.editor.notFound")}</p> : <AdminFailed code={state.code} retry={reload} />;
  }

  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const dirty = !entry || !sameFields(fields, fieldsOf(entry));

  /**
   * Sends a write; `saveFirst`: what the form shows is saved before (when it differs from what is stored), so
   * publishing never puts anything else live and unpublishing loses nothing.
   */
  const send = (request: Omit<EntryWriteRequest, "saveFirst" | "method"> & { method?: "POST" | "PUT"; saveFirst?: boolean }) =>
    sendToEditor({ type: "WRITE", request: { method: "POST", ...request, saveFirst: (request.saveFirst ?? false) && dirty } });

  const live = entry?.published === "published";

  const previewPath = entry ? withParams(livePreviewPath(previewPathOf(entry, lang), entry.modelId), previewAsParams(previewAs)) : null;

  return (
    <section className="admin-section admin-editor" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{entry ? t("admin.editor.title", { name: entry.name }) : t("admin.entries.new")}</h2>
      {entry ? (
        <p className="admin-muted">
          {t("admin.editor.status", { status: t(`admin.status.${entry.published}`) })}
          {entry.staged ? <strong className="admin-badge">{t("admin.editor.stagedBadge")}</strong> : null}
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
      {entry ? <ScheduleSummary entry={entry} /> : null}
      {live && entry?.staged ? <p className="notice">{t("admin.editor.stagedHelp")}</p> : null}
      <div className="admin-editor__grid">
        <form
          className="admin-form"
          onSubmit={(event) => {
            event.preventDefault();
            sendToEditor({ type: "SAVE" });
          }}
        >
          <label>
            {t("admin.entries.name")}
            <input
              required
              value={fields.name}
              onChange={set("name")}
              aria-invalid={nameError}
              aria-describedby={nameError ? `${formId}-name-error` : undefined}
            />
          </label>
          {nameError ? (
            <p id={`${formId}-name-error`} className="field-error">
              {t("admin.editor.nameCharacters")}
            </p>
          ) : null}
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
              {live ? t("admin.editor.saveStaged") : t("admin.editor.save")}
            </button>
            {entry && (!live || entry.staged || dirty) ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => send({ kind: "published", path: "/publish", saveFirst: true })}
              >
                {live ? t("admin.editor.publishChanges") : t("admin.editor.publish")}
              </button>
            ) : null}
            {entry && live && entry.staged ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => {
                  if (window.confirm(t("admin.editor.discardConfirm"))) send({ kind: "discarded", path: "/discard" });
                }}
              >
                {t("admin.editor.discard")}
              </button>
            ) : null}
            {entry && live ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => send({ kind: "unpublished", path: "/unpublish", saveFirst: true })}
              >
                {t("admin.editor.unpublish")}
              </button>
            ) : null}
          </div>
          <div role="status" aria-live="polite">
            {outcome && outcome.kind !== "failed" ? <p className="notice">{t(`admin.editor.${outcome.kind}`)}</p> : null}
          </div>
          {outcome?.kind === "failed" && outcome.code !== BAD_JSON ? (
            <div role="alert" className="notice notice--error">
              <p>
                {outcome.code === "invalid_content"
                  ? t("admin.editor.refused")
                  : outcome.code === "edited_elsewhere"
                    ? t("admin.editor.editedElsewhere")
                    : outcome.code === "invalid_schedule"
                      ? t("admin.schedule.refused")
                      : t("admin.error.generic", { code: outcome.detail ?? outcome.code })}
              </p>
              {outcome.code === "edited_elsewhere" ? (
                <button type="button" className="button button--ghost" onClick={() => sendToEditor({ type: "RELOAD" })}>
                  {t("admin.editor.reloadEntry")}
                </button>
              ) : null}
            </div>
          ) : null}
        </form>
        <div className="admin-preview">
          <h3>{t("admin.editor.preview")}</h3>
          {previewPath ? (
            <>
              {viewing ? (
                <div className="notice" role="status">
                  <p>{t("admin.versions.viewing", { version: viewing.version })}</p>
                  <button type="button" className="button button--ghost button--small" onClick={() => setViewing(null)}>
                    {t("admin.versions.backToEdit")}
                  </button>
                </div>
              ) : (
                <p className="admin-muted">{t("admin.editor.previewLive")}</p>
              )}
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
              <label>
                {t("admin.editor.previewAs")}
                <select
                  value={previewAs.visitor ?? ""}
                  onChange={(event) => {
                    const visitor = event.target.value === "member" || event.target.value === "visitor" ? event.target.value : null;
                    setPreviewAs((current) => ({ ...current, visitor }));
                  }}
                >
                  <option value="">{t("admin.editor.previewAsMe")}</option>
                  <option value="member">{t("admin.editor.previewAsMember")}</option>
                  <option value="visitor">{t("admin.editor.previewAsVisitor")}</option>
                </select>
              </label>
              {variationChoices.length > 0 ? (
                <label>
                  {t("admin.editor.previewVariation")}
                  <select
                    value={previewAs.variation ?? ""}
                    onChange={(event) => {
                      const variation = variationChoices.find((choice) => choice.id === event.target.value)?.id ?? null;
                      setPreviewAs((current) => ({ ...current, variation }));
                    }}
                  >
                    <option value="">{t("admin.editor.previewVariationOriginal")}</option>
                    {variationChoices.map((choice) => (
                      <option key={choice.id} value={choice.id}>
                        {choice.name}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
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
      {entry ? (
        <EntrySchedule
          key={`${entry.version}-${entry.publishAt}-${entry.unpublishAt}`}
          entry={entry}
          busy={busy}
          onSchedule={(schedule) => send({ kind: "scheduled", path: "/schedule", method: "PUT", body: schedule })}
        />
      ) : null}
      {id ? (
        <EntryVersions
          state={versions.state}
          busy={busy}
          viewing={viewing?.version ?? null}
          onView={(version) => setViewing(viewing?.version === version.version ? null : { version: version.version, data: JSON.stringify(version.data) })}
          onRestore={(version) => {
            setViewing(null);
            send({ kind: "restored", path: `/versions/${version}/restore` });
          }}
        />
      ) : null}
    </section>
  );
}
