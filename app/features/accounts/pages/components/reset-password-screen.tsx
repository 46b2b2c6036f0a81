import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useT } from "~/i18n/intl";
import { SuccessSchema, TokenCheckSchema } from "../account.schema";
import { explainPasswordRefusal, NewPasswordFormSchema } from "../account-forms";
import { useFormAction } from "~/lib/use-form-action";
import { errorCode, useApi, useRunOnce } from "~/lib/use-remote";
import { FormField, FormFooter } from "./form-field";
import { LinkPage, useLinkToken } from "./link-page";

/** /reset-password?token=…: checks the link (POST /users/check-token), then sets the new password. */
export function ResetPasswordScreen() {
  const t = useT();
  const api = useApi();
  const token = useLinkToken();
  const check = useCallback(async (token: string) => v.parse(TokenCheckSchema, await api.post("/users/check-token", { token })).valid, [api]);
  const { outcome, retry } = useRunOnce(token, check);
  const [spent, setSpent] = useState(false);

  if (token === null || spent || (outcome.status === "done" && !outcome.value)) {
    return (
      <LinkPage title="auth.resetPassword.title" outcome={<p className="notice notice--error">{t("auth.resetPassword.invalid")}</p>}>
        <LocalizedLink className="button" to="/lost-password">
          {t("auth.resetPassword.again")}
        </LocalizedLink>
      </LinkPage>
    );
  }
  if (outcome.status === "failed") {
    return (
      <LinkPage title="auth.resetPassword.title" outcome={<p className="notice notice--error">{t("account.error.generic")}</p>}>
        <button type="button" className="button" onClick={retry}>
          {t("account.retry")}
        </button>
      </LinkPage>
    );
  }
  if (outcome.status === "pending") return <LinkPage title="auth.resetPassword.title" outcome={<p>{t("auth.resetPassword.checking")}</p>} />;
  return <NewPasswordForm token={token} onSpent={() => setSpent(true)} />;
}

/** Why the visitor is choosing a password here when an emailed link led them (`?from=`). */
function ResetReason() {
  const t = useT();
  const [params] = useSearchParams();
  const from = params.get("from");
  if (from === "revert") return <p className="notice notice--success">{t("auth.resetPassword.fromRevert")}</p>;
  if (from === "claim") return <p className="notice">{t("auth.resetPassword.fromClaim")}</p>;
  return null;
}

/** POST /users/reset-password; a link that expired meanwhile turns the page into the invalid-link one. */
function NewPasswordForm({ token, onSpent }: { token: string; onSpent: () => void }) {
  const t = useT();
  const api = useApi();
  const { errors, state, onSubmit } = useFormAction(
    NewPasswordFormSchema,
    async ({ password }) => {
      try {
        v.parse(SuccessSchema, await api.post("/users/reset-password", { token, password }));
      } catch (error) {
        if (errorCode(error) === "invalid_token") onSpent();
        throw error;
      }
    },
    explainPasswordRefusal,
  );
  if (state.status === "done") {
    return (
      <LinkPage title="auth.resetPassword.title" outcome={<p className="notice notice--success">{t("auth.resetPassword.done")}</p>}>
        <LocalizedLink className="button" to="/login/start">
          {t("auth.login")}
        </LocalizedLink>
      </LinkPage>
    );
  }
  return (
    <LinkPage title="auth.resetPassword.title" outcome={<ResetReason />}>
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          name="password"
          type="password"
          label={t("auth.resetPassword.password")}
          hint={t("account.form.passwordHint")}
          autoComplete="new-password"
          error={errors.password}
        />
        <FormField name="confirm" type="password" label={t("auth.resetPassword.confirm")} autoComplete="new-password" error={errors.confirm} />
        <FormFooter state={state} submit={t("auth.resetPassword.submit")} />
      </form>
    </LinkPage>
  );
}
