import * as v from "valibot";
import { useIntl, useT } from "~/i18n/intl";
import { useRootData } from "~/lib/root-data";
import { SuccessSchema } from "../account.schema";
import { EmailFormSchema } from "../account-forms";
import { useFormAction } from "~/lib/use-form-action";
import { useApi } from "~/lib/use-remote";
import { FormField, FormFooter } from "./form-field";
import { LinkPage } from "./link-page";

/** /lost-password: POST /users/lost-password/events; the confirmation never says whether the account exists. */
export function LostPasswordScreen() {
  const t = useT();
  const { lang } = useIntl();
  const { config } = useRootData();
  const api = useApi();
  const { errors, state, onSubmit } = useFormAction(EmailFormSchema, async ({ email }) => {
    v.parse(SuccessSchema, await api.post("/users/lost-password/events", { email, site: config.site, lang }));
  });
  return (
    <LinkPage title="auth.lostPassword.title">
      <p>{t("auth.lostPassword.lead")}</p>
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField name="email" type="email" label={t("auth.email")} autoComplete="email" error={errors.email} />
        <FormFooter state={state} submit={t("auth.lostPassword.submit")} done={t("auth.lostPassword.sent")} />
      </form>
    </LinkPage>
  );
}
