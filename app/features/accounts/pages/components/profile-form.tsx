import { useState } from "react";
import * as v from "valibot";
import type { LocationSelection } from "#machines/location-picker/location-picker.machine";
import { LocationPicker } from "~/features/events/components/location-picker";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useT } from "~/i18n/intl";
import { useRootData } from "~/root";
import { ProfileSchema, type Profile } from "../account.schema";
import { ProfileFormSchema } from "../account-forms";
import { useFormAction } from "~/lib/use-form-action";
import { useApi } from "~/lib/use-remote";
import { FormField, FormFooter } from "./form-field";

/** Display name, first and last name, and the address (location picker): PUT /users/{id}, merged. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useT();
  const api = useApi();
  const { config } = useRootData();
  const { reload } = useSession();
  const [address, setAddress] = useState<LocationSelection | null>(profile.address);
  const { errors, state, onSubmit } = useFormAction(ProfileFormSchema, async (values) => {
    const body = { displayname: values.displayname, firstName: values.firstName, lastName: values.lastName || null, address };
    onSaved(v.parse(ProfileSchema, await api.put(`/users/${encodeURIComponent(profile._id)}`, body)));
    await reload();
  });
  return (
    <section aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">{t("account.profile.details")}</h2>
      <form className="form-stack" noValidate onSubmit={onSubmit}>
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
        <FormFooter state={state} submit={t("account.profile.save")} done={t("account.profile.saved")} />
      </form>
    </section>
  );
}
