import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { ApiError } from "~/lib/api-client";
import { useT } from "~/i18n/intl";
import { prepareUpload } from "~/features/uploads/prepare-upload";
import { useApi } from "~/lib/use-remote";

const Uploaded = v.object({ url: v.string() });
type Outcome = "idle" | "saving" | "saved" | "type" | "size" | "pixels" | "failed";

/** What each refusal of POST /upload tells the member. */
function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof ApiError)) return "failed";
  if (error.status === 415) return "type";
  if (error.status === 413) return error.code === "image_too_large" ? "pixels" : "size";
  return "failed";
}

/**
 * The profile picture: the image (shrunk when over the server's limits: prepareUpload) goes to R2 (POST /upload),
 * then its URL into the profile (PUT /users/{id}).
 */
export function PhotoForm({ userId, url }: { userId: string; url: string | null }) {
  const t = useT();
  const api = useApi();
  const [current, setCurrent] = useState(url);
  const [outcome, setOutcome] = useState<Outcome>("idle");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("photo");
    if (!(file instanceof File) || file.size === 0) return setOutcome("type");
    setOutcome("saving");
    try {
      const form = new FormData();
      form.set("file", await prepareUpload(file));
      const { url: uploaded } = v.parse(Uploaded, await api.upload("/upload", form));
      await api.put(`/users/${userId}`, { profileImg: { url: uploaded } });
      setCurrent(uploaded);
      setOutcome("saved");
    } catch (error) {
      setOutcome(outcomeOf(error));
    }
  };
  const message = {
    type: "account.profile.photoType",
    size: "account.profile.photoSize",
    pixels: "account.profile.photoPixels",
    failed: "newsletter.error",
  } as const;
  return (
    <form className="form-stack account-section" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t("account.profile.photo")}</h2>
      {current ? <img className="profile-photo" src={current} alt={t("account.profile.photoAlt")} width={96} height={96} /> : null}
      <div>
        <label htmlFor="profile-photo">{t("account.profile.photo")}</label>
        <input id="profile-photo" name="photo" type="file" accept="image/png,image/jpeg,image/gif,image/webp" aria-describedby="profile-photo-hint" />
        <p id="profile-photo-hint" className="account-loading">
          {t("account.profile.photoHint")}
        </p>
      </div>
      <button type="submit" className="button" disabled={outcome === "saving"}>
        {t("account.profile.photoSave")}
      </button>
      {outcome === "saved" ? (
        <p role="status" className="notice">
          {t("account.profile.photoSaved")}
        </p>
      ) : null}
      {outcome === "type" || outcome === "size" || outcome === "pixels" || outcome === "failed" ? (
        <p role="alert" className="field-error">
          {t(message[outcome])}
        </p>
      ) : null}
    </form>
  );
}
