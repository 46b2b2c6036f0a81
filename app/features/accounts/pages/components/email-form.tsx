import * as v from "valibot";
import { useT } from "~/i18n/intl";
import { SuccessSchema } from "../account.schema";
import { ChangeEmailFormSchema } from "../account-forms";
import { useFormAction } from "~/lib/use-form-action";
import { useApi } from "~/lib/use-remote";
import { FormField, FormFooter } from "./form-field";

/** PUT /users/{id}/email: the new address and the password; the change waits for the link sent there. */
export function EmailForm({ userId, email }: { userId: string; email: string }) {
  const t = useT();
  const api = useApi();
  const { errors, state, onSubmit } = useFormAction(
    ChangeEmailFormSchema,
    async (values) => {
      v.parse(SuccessSchema, await api.put(`/users/${encodeURIComponent(userId)}/email`, values));
    },
    (code) => {
      if (code === "invalid_password") return { field: "password", message: "account.password.wrong" };
      if (code === "email_taken") return { field: "email", message: "account.email.taken" };
      return null;
    },
  );
  return (
    <section aria-labelledby="profile-email-title">
      <h2 id="profile-email-title">{t("account.email.title")}</h2>
      <p>{t("account.email.current", { email })}</p>
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField name="email" type="email" label={t("account.email.new")} autoComplete="email" error={errors.email} />
        <FormField name="password" type="password" label={t("account.email.password")} autoComplete="current-password" error={errors.password} />
        <FormFooter state={state} submit={t("account.email.submit")} done={t("account.email.sent")} />
      </form>
    </section>
  );
}
