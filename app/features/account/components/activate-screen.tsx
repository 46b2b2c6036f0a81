import { useCallback } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useSession } from "~/features/session/session-context";
import { useIntl, useT } from "~/i18n/intl";
import { SuccessSchema } from "../account.schema";
import { EmailFormSchema } from "../account-forms";
import { useFormAction } from "../use-form-action";
import { useApi, useRunOnce } from "../use-remote";
import { FormField, FormFooter } from "./form-field";
import { LinkFailed, LinkPage, LinkProgress, useLinkToken } from "./link-page";

/** /activate?token=…: confirms the address (POST /users/activate); a spent or expired link offers a new one. */
export function ActivateScreen() {
  const t = useT();
  const api = useApi();
  const { reload } = useSession();
  const token = useLinkToken();
  const activate = useCallback(
    async (token: string) => {
      v.parse(SuccessSchema, await api.post("/users/activate", { token }));
      await reload();
    },
    [api, reload],
  );
  const { outcome, retry } = useRunOnce(token, activate);
  const invalid = token === null || (outcome.status === "failed" && outcome.code === "invalid_token");

  if (invalid) {
    return (
      <LinkPage title="auth.activate.title" outcome={<p className="notice notice--error">{t("auth.activate.invalid")}</p>}>
        <ResendActivationForm />
      </LinkPage>
    );
  }
  if (outcome.status === "failed") return <LinkFailed title="auth.activate.title" message="account.error.generic" onRetry={retry} />;
  return (
    <LinkProgress
      title="auth.activate.title"
      done={outcome.status === "done"}
      messages={{ pending: "auth.activate.pending", done: "auth.activate.done" }}
      actions={
        <LocalizedLink className="button" to="/events">
          {t("error.seeEvents")}
        </LocalizedLink>
      }
    />
  );
}

/** POST /users/resend-activation: the same answer whether or not such an account waits for confirmation. */
function ResendActivationForm() {
  const t = useT();
  const { lang } = useIntl();
  const api = useApi();
  const { errors, state, onSubmit } = useFormAction(EmailFormSchema, async ({ email }) => {
    v.parse(SuccessSchema, await api.post("/users/resend-activation", { email, lang }));
  });
  return (
    <section aria-labelledby="resend-title">
      <h2 id="resend-title">{t("auth.activate.resendTitle")}</h2>
      <form className="form-stack" noValidate onSubmit={onSubmit}>
        <FormField name="email" type="email" label={t("auth.email")} autoComplete="email" error={errors.email} />
        <FormFooter state={state} submit={t("auth.activate.resendSubmit")} done={t("auth.activate.resent")} />
      </form>
    </section>
  );
}
