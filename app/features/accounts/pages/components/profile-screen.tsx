import { useCallback } from "react";
import * as v from "valibot";
import { ProfileSchema } from "../account.schema";
import { useApi, useRemote } from "~/lib/use-remote";
import { AccountPage, LoadFailed, Loading, SignedIn } from "./account-page";
import { EmailForm } from "./email-form";
import { PasswordForm } from "./password-form";
import { PhotoForm } from "./photo-form";
import { ProfileForm } from "./profile-form";

/** /account/profile: picture (uploaded to R2), details, password, email. */
export function ProfileScreen() {
  return (
    <AccountPage title="account.profile.title">
      <SignedIn>{() => <Profile />}</SignedIn>
    </AccountPage>
  );
}

function Profile() {
  const api = useApi();
  const load = useCallback(async (signal: AbortSignal) => v.parse(ProfileSchema, await api.get("/users/me", { signal })), [api]);
  const { remote, update, retry } = useRemote(load, true);
  if (remote.status === "loading") return <Loading />;
  if (remote.status === "failed") return <LoadFailed retry={retry} />;
  const profile = remote.data;
  return (
    <div className="account-sections">
      <PhotoForm userId={profile._id} url={profile.profileImg?.url ?? null} />
      <ProfileForm profile={profile} onSaved={(saved) => update(() => saved)} />
      <PasswordForm userId={profile._id} />
      <EmailForm userId={profile._id} email={profile.email} />
    </div>
  );
}
