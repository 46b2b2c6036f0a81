import { useState } from "react";
import * as v from "valibot";
import { describedBy, FieldError, FieldHint, fieldId } from "~/components/ui/fields/field-frame";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";
import { prepareUpload } from "~/features/uploads/prepare-upload";
import { errorCode, useApi } from "~/lib/use-remote";

/** docs/product.md §7 POST /events/cover: 5 MB at most, checked on what is uploaded (after shrinking). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
const COVER_TYPES = "image/jpeg,image/png,image/gif";
const CoverAnswer = v.object({ url: v.string() });

const UPLOAD_FAILURES: Partial<Record<string, MessageId>> = {
  unsupported_type: "organize.form.cover.unsupported",
  file_too_large: "organize.form.cover.tooLarge",
  image_too_large: "organize.form.cover.tooManyPixels",
  rate_limited: "organize.form.error.tooMany",
};

type Upload = { status: "idle" | "sending" } | { status: "failed"; message: MessageId };

/** The cover: an image sent to POST /events/cover (JPEG, PNG or GIF, checked by its bytes on the server), shown once stored. */
export function CoverField({ value, alt, error, onChange }: { value: string; alt: string; error?: string; onChange: (url: string) => void }) {
  const t = useT();
  const api = useApi();
  const [upload, setUpload] = useState<Upload>({ status: "idle" });
  const id = fieldId("cover");
  const hint = t("organize.form.cover.hint");
  const send = async (chosen: File) => {
    setUpload({ status: "sending" });
    const file = await prepareUpload(chosen);
    if (file.size > COVER_MAX_BYTES) return setUpload({ status: "failed", message: "organize.form.cover.tooLarge" });
    const body = new FormData();
    body.append("file", file);
    try {
      const { url } = v.parse(CoverAnswer, await api.upload("/events/cover", body));
      onChange(url);
      setUpload({ status: "idle" });
    } catch (failure) {
      setUpload({ status: "failed", message: UPLOAD_FAILURES[errorCode(failure)] ?? "organize.form.cover.failed" });
    }
  };
  const shownError = upload.status === "failed" ? upload.message : error;
  return (
    <div className="form-field cover-field" data-invalid={shownError ? true : undefined}>
      <label htmlFor={id}>{t("organize.form.cover")}</label>
      <FieldHint name="cover" hint={hint} />
      {value ? <img className="cover-field__image" src={value} alt={alt} width={320} height={200} /> : null}
      <input
        id={id}
        type="file"
        accept={COVER_TYPES}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy("cover", { hint, error: shownError })}
        disabled={upload.status === "sending"}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void send(file);
        }}
      />
      <p role="status" className="cover-field__status">
        {upload.status === "sending" ? t("organize.form.cover.sending") : ""}
      </p>
      {value ? (
        <button type="button" className="button button--ghost button--small" onClick={() => onChange("")}>
          {t("organize.form.cover.remove")}
        </button>
      ) : null}
      <FieldError name="cover" error={shownError} />
    </div>
  );
}
