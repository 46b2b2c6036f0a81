import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { ApiError } from "~/lib/api-client";
import { useT } from "~/i18n/intl";
import { useApi } from "~/lib/use-remote";

const Uploaded = v.object({ url: v.string() });
type Outcome = "idle" | "saving" | "saved" | "type" | "size" | "failed";

/** The profile picture: the image goes to R2 (POST /upload), then its URL into the profile (PUT /users/{id}). */
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
      form.set("file", file);
      const { url: uploaded } = v.parse(Uploaded, await api.upload("/upload", form));
      await api.put(`/users/${userId}`, { profileImg: { url: uploaded } });
      setCurrent(uploaded);
      setOutcome("saved");
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 415 ? "type" : error instanceof ApiError && error.status === 413 ? "size" : "failed");
    }
  };
  const message = { type: "account.profile.photoType", size: "account.profile.photoSize", failed: "newsletter.error" } as const;
  return (
    <form className="form-stack account-section" onSubmit={submit} noValidate>
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
      {outcome === "type" || outcome === "size" || outcome === "failed" ? (
        <p role="alert" className="field-error">
          {t(message[outcome])}
        </p>
      ) : null}
    </form>
  );
}
