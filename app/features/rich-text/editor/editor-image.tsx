import { useState } from "react";
import * as v from "valibot";
import { MAX_UPLOAD_BYTES } from "~/features/uploads/image-type";
import { prepareUpload } from "~/features/uploads/prepare-upload";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";
import { errorCode, useApi } from "~/lib/use-remote";

const UploadAnswer = v.object({ url: v.string() });

const FAILURES: Partial<Record<string, MessageId>> = {
  unsupported_type: "account.profile.photoType",
  file_too_large: "account.profile.photoSize",
  image_too_large: "account.profile.photoPixels",
};

/**
 * The editor's image panel: a file (shrunk when over the server's limits: prepareUpload) sent to POST /upload
 * (typed by its bytes on the server, 5 MB and 4 megapixels at most) and
 * its text alternative, required (docs/product.md §5); `onInsert` puts the stored image in the text.
 */
export function EditorImage({ id, onInsert, onClose }: { id: string; onInsert: (url: string, alt: string) => void; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [state, setState] = useState<{ status: "idle" | "sending" } | { status: "failed"; message: MessageId }>({ status: "idle" });

  async function insert() {
    if (!file || alt.trim() === "") return setState({ status: "failed", message: "form.required" });
    setState({ status: "sending" });
    const upload = await prepareUpload(file);
    if (upload.size > MAX_UPLOAD_BYTES) return setState({ status: "failed", message: "account.profile.photoSize" });
    try {
      const body = new FormData();
      body.append("file", upload);
      const { url } = v.parse(UploadAnswer, await api.upload("/upload", body));
      onInsert(url, alt.trim());
    } catch (failure) {
      setState({ status: "failed", message: FAILURES[errorCode(failure)] ?? "organize.form.cover.failed" });
    }
  }

  return (
    <div className="editor__link editor__image" role="group" aria-label={t("mks-vue.addImage")}>
      <label htmlFor={`${id}-image`}>{t("organize.form.editor.imageFile")}</label>
      <input id={`${id}-image`} type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      <label htmlFor={`${id}-image-alt`}>{t("organize.form.editor.imageAlt")}</label>
      <input id={`${id}-image-alt`} type="text" value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} />
      <button type="button" className="button button--small" disabled={state.status === "sending"} onClick={() => void insert()}>
        {t("organize.form.editor.insertImage")}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={onClose}>
        {t("organize.form.editor.cancelLink")}
      </button>
      <p role="alert" className="field-error">
        {state.status === "failed" ? t(state.message) : ""}
      </p>
    </div>
  );
}
