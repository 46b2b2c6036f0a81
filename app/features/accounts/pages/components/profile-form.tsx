import { useCallback, useState } from "react";
import * as v from "valibot";
import type { LocationSelection } from "#machines/location-picker/location-picker.machine";
import { LocationPicker } from "~/features/places/components/location-picker";
import { useSession } from "~/features/accounts/sessions/session-context";
import { TopicsAnswerSchema } from "~/features/taxonomies/taxonomies.schema";
import { useIntl, useT } from "~/i18n/intl";
import { useRootData } from "~/lib/root-data";
import { ProfileSchema, type Profile } from "../account.schema";
import { ProfileFormSchema } from "../account-forms";
import { useFormAction } from "~/lib/use-form-action";
import { useApi, useRemote } from "~/lib/use-remote";
import { FormField, FormFooter } from "./form-field";

/**
 * Display name, first and last name, the address (location picker) and the favourite topic (the listing's
 * personal quick search): PUT /users/{id}, merged.
 */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useT();
  const api = useApi();
  const { config } = useRootData();
  const { reload } = useSession();
  const { lang } = useIntl();
  const [address, setAddress] = useState<LocationSelection | null>(profile.address);
  const loadTopics = useCallback(
    async (signal: AbortSignal) => v.parse(TopicsAnswerSchema, await api.get("/taxonomies", { query: { type: "topic" }, signal })).data,
    [api],
  );
  const { remote: topics } = useRemote(loadTopics, true);
  const { errors, state, onSubmit } = useFormAction(ProfileFormSchema, async (values) => {
    const body = { displayname: values.displayname, firstName: values.firstName, lastName: values.lastName || null, address, topic: values.topic || null };
    onSaved(v.parse(ProfileSchema, await api.put(`/users/${encodeURIComponent(profile._id)}`, body)));
    await reload();
  });
  return (
    <section aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">{t("account.profile.details")}</h2>
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          name="displayname"
          label={t("account.profile.displayname")}
          hint={t("account.profile.displaynameHint")}
          autoComplete="nickname"
          defaultValue={profile.displayname ?? ""}
          error={errors.displayname}
        />
        <FormField
          name="firstName"
          label={t("account.profile.firstName")}
          autoComplete="given-name"
          defaultValue={profile.firstName ?? ""}
          error={errors.firstName}
        />
        <FormField
          name="lastName"
          label={t("account.profile.lastName")}
          autoComplete="family-name"
          defaultValue={profile.lastName ?? ""}
          error={errors.lastName}
        />
        <div className="form-field">
          <label htmlFor="profile-address">{t("account.profile.address")}</label>
          <LocationPicker id="profile-address" apiBase={config.apiBase} selected={address} userAddress={profile.address} onChange={setAddress} />
        </div>
        <div className="form-field">
          <label htmlFor="profile-topic">{t("account.profile.topic")}</label>
          <p id="profile-topic-hint" className="form-field__hint">
            {t("account.profile.topicHint")}
          </p>
          <select id="profile-topic" name="topic" defaultValue={profile.topic ?? ""} aria-describedby="profile-topic-hint" key={topics.status}>
            <option value="">{t("account.profile.noTopic")}</option>
            {topics.status === "ready"
              ? topics.data.map((topic) => (
                  <option key={topic.slug} value={topic.slug}>
                    {topic.name[lang] ?? topic.name.fr ?? topic.slug}
                  </option>
                ))
              : null}
          </select>
        </div>
        <FormFooter state={state} submit={t("account.profile.save")} done={t("account.profile.saved")} />
      </form>
    </section>
  );
}
