import { useId, useRef, useState } from "react";
import * as v from "valibot";
import { useIntl, useT } from "~/i18n/intl";
import { codeOf, useAdminApi, useAdminLoad, type AdminAnswer } from "../admin-api";
import { AdminMediaListSchema, MediaUsesSchema, type AdminMedia } from "../admin-answers.schema";
import { useActionStatus } from "./action-status";
import { AdminSearch } from "./admin-search";
import { AdminLoadView } from "./admin-load-view";

/** The image types an upload takes (app/features/uploads/image-type.ts). */
const ACCEPTED = "image/png,image/jpeg,image/gif,image/webp";

const InUseSchema = v.object({ error: v.object({ code: v.literal("media_in_use"), usedBy: MediaUsesSchema }) });

/** A refused upload or write, in the editor's language. */
function useFailureText() {
  const t = useT();
  return (answer: AdminAnswer) => {
    const code = codeOf(answer);
    if (code === "unsupported_type" || code === "file_too_large" || code === "image_too_large") return t(`admin.media.${code}`);
    if (code === "invalid_body") return t("admin.media.altRequired");
    const inUse = v.safeParse(InUseSchema, answer.body);
    if (inUse.success) return t("admin.media.inUse", { entries: inUse.output.error.usedBy.map((entry) => `« ${entry.name} »`).join(", ") });
    return t("admin.error.generic", { code });
  };
}

/** Adds an image with its text alternative (required) and a name (the file's, if left empty). */
function MediaUpload({ onAdded }: { onAdded: () => void }) {
  const t = useT();
  const id = useId();
  const call = useAdminApi();
  const failure = useFailureText();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  return (
    <form
      ref={form}
      className="admin-form admin-media-upload"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setBusy(true);
        setAdded(false);
        void call("POST", "/media", data).then((answer) => {
          setBusy(false);
          setError(answer.ok ? null : failure(answer));
          if (!answer.ok) return;
          setAdded(true);
          form.current?.reset();
          onAdded();
        });
      }}
    >
      <h3 id={`${id}-title`}>{t("admin.media.add")}</h3>
      <label>
        {t("admin.media.file")}
        <input type="file" name="file" accept={ACCEPTED} required aria-describedby={`${id}-limits`} />
      </label>
      <p id={`${id}-limits`} className="admin-muted">
        {t("admin.media.limits")}
      </p>
      <label>
        {t("admin.media.alt")}
        <input name="alt" required maxLength={300} aria-describedby={`${id}-alt`} />
      </label>
      <p id={`${id}-alt`} className="admin-muted">
        {t("admin.media.altHelp")}
      </p>
      <label>
        {t("admin.media.name")}
        <input name="name" maxLength={200} />
      </label>
      <button type="submit" className="button" disabled={busy}>
        {t("admin.media.addButton")}
      </button>
      <div role="status">{added ? <p className="notice">{t("admin.media.added")}</p> : null}</div>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** One image: its preview, size, uses, its alt text edited in place, and deletion (refused while used). */
function MediaCard({ media, onChanged }: { media: AdminMedia; onChanged: (done: string) => void }) {
  const t = useT();
  const { intl } = useIntl();
  const id = useId();
  const call = useAdminApi();
  const failure = useFailureText();
  const [alt, setAlt] = useState(media.alt);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const act = async (method: string, body?: unknown) => {
    const answer = await call(method, `/media/${media.id}`, body);
    setConfirming(false);
    setError(answer.ok ? null : failure(answer));
    if (answer.ok) onChanged(t(method === "DELETE" ? "admin.media.deleted" : "admin.media.altSaved"));
  };
  return (
    <li className="admin-media-card">
      <img src={media.url} alt={media.alt} width={media.width} height={media.height} loading="lazy" />
      <p>
        <strong>{media.name}</strong>
        <br />
        <span className="admin-muted">
          {media.width} × {media.height} px · {intl.formatNumber(media.bytes / 1024, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 })} ·{" "}
          {t("admin.media.uses", { count: media.uses })}
        </span>
      </p>
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          void act("PUT", { alt });
        }}
      >
        <label htmlFor={`${id}-alt`}>{t("admin.media.alt")}</label>
        <input id={`${id}-alt`} required maxLength={300} value={alt} onChange={(event) => setAlt(event.target.value)} />
        <div className="admin-actions">
          <button type="submit" className="button button--ghost button--small" disabled={alt === media.alt}>
            {t("admin.media.saveAlt")}
            <span className="visually-hidden"> : {media.name}</span>
          </button>
          {confirming ? (
            <>
              <button type="button" className="button button--small" onClick={() => void act("DELETE")}>
                {t("admin.media.confirmDelete")}
              </button>
              <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(false)}>
                {t("organize.manage.keep")}
              </button>
            </>
          ) : (
            <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(true)}>
              {t("admin.media.delete")}
              <span className="visually-hidden"> : {media.name}</span>
            </button>
          )}
        </div>
      </form>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The media library (docs/product.md §2 "/admin"): upload images with their text alternative, find them, edit
 * their alt text once, see how many entries use each, delete those no entry uses. Any image input of the block
 * editor picks from it (media-picker.tsx).
 */
export function MediaSection() {
  const t = useT();
  const [search, setSearch] = useState("");
  const { state, reload } = useAdminLoad(`/media?search=${encodeURIComponent(search)}`, AdminMediaListSchema);
  const { status, announce } = useActionStatus(state);
  return (
    <section className="admin-section" aria-labelledby="admin-media-title">
      <h2 id="admin-media-title">{t("admin.section.media")}</h2>
      <p className="admin-muted">{t("admin.media.lead")}</p>
      <MediaUpload onAdded={reload} />
      <AdminSearch search={search} onSearch={setSearch} />
      {status}
      <AdminLoadView load={{ state, reload }} empty={t("admin.empty")}>
        {(data) => (
          <ul className="admin-media-grid">
            {data.data.map((media) => (
              <MediaCard
                key={`${media.id}-${media.alt}`}
                media={media}
                onChanged={(done) => {
                  announce(done);
                  reload();
                }}
              />
            ))}
          </ul>
        )}
      </AdminLoadView>
    </section>
  );
}
