import * as v from "valibot";
import { useT } from "~/i18n/intl";
import { SessionTokensSchema } from "../account.schema";
import { ChangePasswordFormSchema, explainPasswordRefusal } from "../account-forms";
import { useFormAction } from "~/lib/use-form-action";
import { useApi } from "~/lib/use-remote";
import { FormField, FormFooter } from "./form-field";

/** PUT /users/{id}/password: the current password, then the new one twice; other sessions end. */
export function PasswordForm({ userId }: { userId: string }) {
  const t = useT();
  const api = useApi();
  const { errors, state, onSubmit } = useFormAction(
    ChangePasswordFormSchema,
    async ({ currentPassword, password }) => {
      v.parse(SessionTokensSchema, await api.put(`/users/${encodeURIComponent(userId)}/password`, { currentPassword, password }));
    },
    (code) => (code === "invalid_password" ? { field: "currentPassword", message: "account.password.wrong" } : explainPasswordRefusal(code)),
  );
  return (
    <section aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{t("account.password.title")}</h2>
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          name="currentPassword"
          type="password"
          label={t("account.password.current")}
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <FormField
          name="password"
          type="password"
          label={t("account.password.new")}
          hint={t("account.form.passwordHint")}
          autoComplete="new-password"
          error={errors.password}
        />
        <FormField name="confirm" type="password" label={t("account.password.confirm")} autoComplete="new-password" error={errors.confirm} />
        <FormFooter state={state} submit={t("account.password.submit")} done={t("account.password.done")} />
      </form>
    </section>
  );
}
